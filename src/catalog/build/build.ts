import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { CatalogManifest } from "../../core/catalog-files";
import type { KnowledgeRecord } from "../../core/knowledge";
import { latestYear } from "./aggregate";
import { assembleCatalog } from "./assemble";
import { type BirthRows, birthsFromRows, type CountryBirths, type CountryOptions, readBirthRows } from "./births";
import { readTransliterationTable } from "./hebrew";
import { readKnowledgeDir } from "./knowledge-files";
import { buildManifest } from "./manifest";
import { parseOpenKnowledge } from "./open-knowledge";
import { type FileRows, mergeEditions, pooledLastYear, poolRegions, publishingIn } from "./pool";
import { addEspeakPronunciations, type EspeakTranscriber } from "./pronounce";
import { admittedByFile } from "./select";
import { type ShareBase, type SharePart, sharePart } from "./shares";
import { BIRTH_COUNTRIES, KNOWLEDGE_SOURCES } from "./sources";
import { buildTrending } from "./trending";
import { writeCatalogFiles } from "./write";

export interface BuildOptions {
  /** Folder holding births/ and knowledge/ (SOURCES_DIR). */
  sourcesDir: string;
  /** Authored knowledge, data/knowledge/*.jsonl. */
  knowledgeDir: string;
  /** The Hebrew → Latin table of Israel's names (data/transliteration/hebrew.tsv); absent: no Israeli name gets a Latin spelling. */
  hebrewTable?: string;
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
  /** Problems in the transliteration table. */
  transliterationErrors: string[];
}

function sha256(buf: Buffer | string): string {
  return createHash("sha256").update(buf).digest("hex");
}

export async function buildCatalog(opts: BuildOptions): Promise<BuildResult> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  /** Seconds since the build started, for the log. */
  const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
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

  const hebrew = opts.hebrewTable ? readTransliterationTable(opts.hebrewTable) : { latin: new Map(), errors: [] };
  const births: CountryBirths[] = [];
  const regions: CountryBirths[] = [];
  const populations = new Map<string, { boy: number; girl: number }>();
  const admitted = new Set<string>();
  const shares: ShareBase[] = [];
  const trendBases = new Map<string, CountryBirths>();
  for (const bc of BIRTH_COUNTRIES) {
    const transliterate = bc.script === "hebrew" ? (s: string) => hebrew.latin.get(s) : undefined;
    const countryOpts: CountryOptions = { rankGrouping: bc.rankGrouping, transliterate };
    const byRegion = new Map<string, FileRows[]>();
    for (const f of bc.files) {
      const { text, entry } = read(f);
      const rows = readBirthRows(text, f.yearly);
      entry.rows = rows.rows;
      if (!f.yearly) {
        births.push(birthsFromRows(bc.country, false, rows));
        if (bc.population) populations.set(bc.country, bc.population);
        continue;
      }
      for (const key of admittedByFile(f, rows, transliterate)) admitted.add(key);
      const code = f.region?.code ?? "";
      byRegion.set(code, [...(byRegion.get(code) ?? []), { file: f, rows }]);
    }
    if (byRegion.size === 0) continue;
    if (byRegion.size === 1) {
      const rows = mergeEditions([...byRegion.values()][0]);
      const c = birthsFromRows(bc.country, true, rows, countryOpts);
      if (c.years.length === 0) continue;
      births.push(c);
      shares.push({ country: bc.country, latestYear: latestYear(c), parts: [sharePart(c, rows)] });
      continue;
    }
    const regionRows: BirthRows[] = [];
    const parts: SharePart[] = [];
    for (const [code, files] of byRegion) {
      const rows = mergeEditions(files);
      regionRows.push(rows);
      const r = birthsFromRows(`${bc.country}:${code}`, true, rows, countryOpts);
      if (r.years.length === 0) continue;
      regions.push(r);
      parts.push(sharePart(r, rows));
    }
    const pooled = poolRegions(regionRows);
    const lastYear = pooledLastYear(pooled) ?? undefined;
    const c = birthsFromRows(bc.country, true, pooled, { ...countryOpts, lastYear });
    if (c.years.length === 0) continue;
    births.push(c);
    shares.push({ country: bc.country, latestYear: latestYear(c), parts });
    const publishing = lastYear === undefined ? regionRows : publishingIn(regionRows, lastYear);
    if (publishing.length < regionRows.length)
      trendBases.set(
        bc.country,
        birthsFromRows(bc.country, true, poolRegions(publishing), { ...countryOpts, lastYear }),
      );
  }
  // Yearly countries first, in BIRTH_COUNTRIES order, then the usage totals.
  births.sort((a, b) => Number(b.yearly) - Number(a.yearly));
  log(`births read (${at()}): ${births.map((b) => `${b.country}${b.yearly ? "" : " (totals)"} ${b.rows}`).join(", ")}`);
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
  log(`authored knowledge (${at()}): ${authored.length} records, ${knowledge.errors.length} errors`);

  const buildId = sha256(
    JSON.stringify({
      sources: sources.map((s) => [s.file, s.sha256]),
      authored,
      hebrew: [...hebrew.latin],
      cmu: opts.cmu ? Object.keys(opts.cmu).length : 0,
      espeak: opts.espeak?.engine ?? "",
    }),
  ).slice(0, 16);
  const catalog = assembleCatalog({
    births,
    regions,
    trendBases,
    populations,
    admitted,
    shares,
    open,
    authored,
    cmu: opts.cmu ?? {},
  });
  log(`assembled (${at()})`);
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
    births.filter((b) => b.yearly).map((b) => trendBases.get(b.country) ?? b),
    catalog.idOf,
  );
  const manifest = buildManifest(buildId, catalog.names, births, regions, sources);

  log(`assembled and trending (${at()})`);
  writeCatalogFiles(opts.outDir, catalog.names, catalog.series);
  writeFileSync(join(opts.outDir, "trending.json"), `${JSON.stringify(trending)}\n`);
  writeFileSync(join(opts.outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`wrote ${catalog.names.length} names to ${opts.outDir} (${at()})`);
  return { manifest, knowledgeErrors: knowledge.errors, transliterationErrors: hebrew.errors };
}
