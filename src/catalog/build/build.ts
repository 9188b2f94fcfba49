import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { CatalogManifest, CatalogNamesFile } from "../../core/catalog-files";
import type { KnowledgeRecord } from "../../core/knowledge";
import type { NameSeries } from "../../core/name";
import { NAMES_FILE, namesToNdjson } from "../files";
import { assembleCatalog } from "./assemble";
import { parseBirths } from "./births";
import { readKnowledgeDir } from "./knowledge-files";
import { buildManifest, SERIES_SHARDS, seriesShard } from "./manifest";
import { parseOpenKnowledge } from "./open-knowledge";
import { addEspeakPronunciations, type EspeakTranscriber } from "./pronounce";
import { BIRTH_SOURCES, KNOWLEDGE_SOURCES } from "./sources";
import { buildTrending } from "./trending";

export interface BuildOptions {
  /** Folder holding births/ and knowledge/ (SOURCES_DIR). */
  sourcesDir: string;
  /** Authored knowledge, data/knowledge/*.jsonl. */
  knowledgeDir: string;
  /** Output folder, data/catalog. */
  outDir: string;
  /** CMU dictionary (word → ARPAbet); empty to skip. */
  cmu?: Readonly<Record<string, string>>;
  /** espeak-ng (espeak.ts `loadEspeak()`) for the names with no authored or CMU pronunciation; absent to skip. */
  espeak?: EspeakTranscriber;
  log?: (msg: string) => void;
}

export interface BuildResult {
  manifest: CatalogManifest;
  knowledgeErrors: string[];
}

const GZIP = { level: 9 } as const;

function sha256(buf: Buffer | string): string {
  return createHash("sha256").update(buf).digest("hex");
}

export async function buildCatalog(opts: BuildOptions): Promise<BuildResult> {
  const log = opts.log ?? (() => {});
  const sources: CatalogManifest["sources"] = [];
  const read = (info: { file: string; publisher: string; licence: string; attribution: string }) => {
    const raw = readFileSync(join(opts.sourcesDir, info.file));
    const text = gunzipSync(raw).toString("utf8");
    const entry = {
      file: info.file,
      sha256: sha256(raw),
      rows: 0,
      publisher: info.publisher,
      licence: info.licence,
      attribution: info.attribution,
    };
    sources.push(entry);
    return { text, entry };
  };

  const births = BIRTH_SOURCES.map((s) => {
    const { text, entry } = read(s);
    const b = parseBirths(s.country, s.yearly, text);
    entry.rows = b.rows;
    return b;
  });
  log(`births read: ${births.map((b) => `${b.country} ${b.rows}`).join(", ")}`);
  const k = KNOWLEDGE_SOURCES;
  const texts = {
    namdict: read(k.namdict),
    related: read(k.related),
    wiktionary: read(k.wiktionary),
    hitchcock: read(k.hitchcock),
    popular: read(k.popular),
  };
  const open = parseOpenKnowledge({
    namdict: texts.namdict.text,
    related: texts.related.text,
    wiktionary: texts.wiktionary.text,
    hitchcock: texts.hitchcock.text,
    popular: texts.popular.text,
  });
  for (const [name, t] of Object.entries(texts)) t.entry.rows = open.rows[name as keyof typeof open.rows];
  const knowledge = readKnowledgeDir(opts.knowledgeDir);
  const authored: KnowledgeRecord[] = [...knowledge.records].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  log(`authored knowledge: ${authored.length} records, ${knowledge.errors.length} errors`);

  const buildId = sha256(
    JSON.stringify({
      sources: sources.map((s) => [s.file, s.sha256]),
      authored,
      cmu: opts.cmu ? Object.keys(opts.cmu).length : 0,
      espeak: opts.espeak?.engine ?? "",
    }),
  ).slice(0, 16);
  const catalog = assembleCatalog({ births, open, authored, cmu: opts.cmu ?? {} });
  if (opts.espeak) {
    const started = performance.now();
    const stats = await addEspeakPronunciations(catalog.names, opts.espeak);
    const total = Object.values(stats).reduce((x, s) => x + s.transcribed, 0);
    log(
      `espeak-ng: ${total} names in ${((performance.now() - started) / 1000).toFixed(1)} s (${Object.entries(stats)
        .sort((x, y) => y[1].names - x[1].names || (x[0] < y[0] ? -1 : 1))
        .map(([v, s]) => `${v} ${s.transcribed}${s.transcribed < s.names ? `/${s.names}` : ""}`)
        .join(", ")})`,
    );
  }
  const trending = buildTrending(
    births.filter((b) => b.yearly),
    catalog.idOf,
  );
  const manifest = buildManifest(buildId, catalog.names, births, sources);

  rmSync(opts.outDir, { recursive: true, force: true });
  mkdirSync(join(opts.outDir, "series"), { recursive: true });
  const namesFile: CatalogNamesFile = { buildId, names: catalog.names };
  writeFileSync(join(opts.outDir, NAMES_FILE), gzipSync(namesToNdjson(namesFile), GZIP));
  const shards: Array<Record<string, NameSeries>> = Array.from({ length: SERIES_SHARDS }, () => ({}));
  for (const id of [...catalog.series.keys()].sort())
    shards[seriesShard(id)][id] = catalog.series.get(id) as NameSeries;
  shards.forEach((shard, i) => {
    writeFileSync(
      join(opts.outDir, "series", `${String(i).padStart(2, "0")}.json.gz`),
      gzipSync(JSON.stringify(shard), GZIP),
    );
  });
  writeFileSync(join(opts.outDir, "trending.json"), `${JSON.stringify(trending)}\n`);
  writeFileSync(join(opts.outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`wrote ${catalog.names.length} names to ${opts.outDir}`);
  return { manifest, knowledgeErrors: knowledge.errors };
}
