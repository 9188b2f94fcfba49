import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogManifest, CatalogTrendingFile } from "../../core/catalog-files";
import type { CatalogName, NameSeries } from "../../core/name";
import { NAMES_FILE, readNamesFile } from "../files";
import { buildCatalog } from "./build";
import { seriesShard } from "./manifest";
import type { EspeakTranscriber } from "./pronounce";
import { FIXTURES, fixtureSourcesDir, tempDir } from "./test-fixtures";

const cmu = { olivia: "OW0 L IH1 V IY0 AH0", liam: "L IY1 AH0 M" };

/** Stands in for espeak-ng: the voice and the spelling, with espeak's zero-width ties and language switches. */
const espeak: EspeakTranscriber = {
  engine: "fake-espeak 1",
  transcribe: async (voice, texts) =>
    texts.map((t) =>
      t === "Zayn" ? undefined : `(\u200de\u200dn)${voice.replace("-", "")} ${t.toLowerCase()}\u200d(\u200dx\u200dx)`,
    ),
};

function build(outDir: string, sourcesDir: string) {
  return buildCatalog({ sourcesDir, knowledgeDir: join(FIXTURES, "knowledge"), outDir, cmu, espeak });
}

function files(dir: string, sub = ""): string[] {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(dir, join(sub, e.name)) : [join(sub, e.name)],
  );
}

describe("catalog build on fixtures", () => {
  let out: string;
  let names: Map<string, CatalogName>;
  let trending: CatalogTrendingFile;
  let manifest: CatalogManifest;
  let sources: string;

  beforeAll(async () => {
    sources = fixtureSourcesDir();
    out = tempDir("namewise-catalog-");
    await build(out, sources);
    const file = readNamesFile(join(out, NAMES_FILE));
    names = new Map(file.names.map((n) => [n.slug, n]));
    trending = JSON.parse(readFileSync(join(out, "trending.json"), "utf8"));
    manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
  });

  it("is deterministic: two builds give byte-identical files", async () => {
    const again = tempDir("namewise-catalog-");
    await build(again, sources);
    const a = files(out).sort();
    expect(files(again).sort()).toEqual(a);
    expect(a).toContain(join("series", "31.json.gz"));
    for (const f of a) expect(readFileSync(join(again, f)).equals(readFileSync(join(out, f)))).toBe(true);
  });

  it("keys entries by normalised spelling: Leo and LEO merge, Léo stays apart", () => {
    expect(names.get("leo")?.name).toBe("Leo");
    expect(names.get("léo")?.name).toBe("Léo");
    expect(names.get("leo")?.ranks.find((r) => r.country === "france")).toEqual({
      country: "france",
      sex: "boy",
      year: 2020,
      rank: 2,
      count: 5,
    });
  });

  it("ranks with ties as publishers do", () => {
    const usa = (slug: string) =>
      names.get(slug)?.ranks.find((r) => r.country === "usa" && r.year === 2024 && r.sex === "girl");
    expect(usa("olivia")?.rank).toBe(1);
    expect(usa("emma")?.rank).toBe(1);
    expect(usa("avery")?.rank).toBe(3); // girls: 1000, 1000, 400 (Avery), 350 (Nevaeh)
    expect(trending.countries.usa.girls.map((e) => e.rank)).toEqual([1, 1, 3, 4, 5]);
  });

  it("derives gender, trend, traditional and first/peak years", () => {
    expect(names.get("avery")?.gender).toBe("unisex");
    expect(names.get("liam")?.gender).toBe("boy");
    expect(names.get("jaxon")?.trend).toMatchObject({
      direction: "rising",
      country: "usa",
      fromYear: 2019,
      toYear: 2024,
      fromRank: 5,
      toRank: 1,
    });
    expect(names.get("noah")?.trend?.direction).toBe("falling");
    expect(names.get("zayn")?.trend?.direction).toBe("new");
    expect(names.get("mildred")?.isTraditional).toBe(true);
    expect(names.get("nevaeh")?.isTraditional).toBe(false);
    expect(names.get("mildred")?.firstYear).toBe(1940);
    expect(names.get("mildred")?.peakYear).toBe(1940);
  });

  it("merges authored knowledge first, then Hitchcock for Bible names in use", () => {
    const olivia = names.get("olivia") as CatalogName;
    expect(olivia).toMatchObject({
      meaning: "olive tree",
      meaningSource: "authored",
      pronunciation: "oh-LIV-ee-uh",
      ipa: "/əˈlɪv.i.ə/",
      religion: "secular",
    });
    expect(names.get("noah")).toMatchObject({
      meaning: "repose; consolation",
      meaningSource: "hitchcock",
      confidence: "traditional",
      religions: ["christian", "jewish"],
      origin: "hebrew",
    });
    expect(names.get("liam")?.ipa).toBe("/ˈliəm/");
    expect(names.get("liam")?.meaning).toBe("");
  });

  it("marks the source of each pronunciation: authored, CMU, else espeak in the name's voice", () => {
    expect(names.get("olivia")?.pronunciationSource).toBe("authored");
    expect(names.get("liam")).toMatchObject({ pronunciationSource: "cmu" });
    expect(names.get("liam")?.pronunciation).toBeUndefined();
    expect(names.get("léo")).toMatchObject({ ipa: "/frfr léo/", pronunciationSource: "espeak" });
    expect(names.get("léo")?.pronunciation).toBeUndefined();
    expect(names.get("sascha")).toMatchObject({ ipa: "/de sascha/", pronunciationSource: "espeak" });
    // espeak gave nothing usable: no ipa, no source.
    expect(names.get("zayn")?.ipa).toBeUndefined();
    expect(names.get("zayn")?.pronunciationSource).toBeUndefined();
  });

  it("writes the keys of every name in one order", () => {
    const file = readNamesFile(join(out, NAMES_FILE));
    const order = (n: CatalogName) => Object.keys(n).join(",");
    const full = file.names
      .map(order)
      .sort((a, b) => b.length - a.length)[0]
      .split(",");
    for (const n of file.names) {
      const keys = Object.keys(n);
      expect(keys).toEqual(full.filter((k) => keys.includes(k)));
    }
    expect(full.indexOf("pronunciationSource")).toBe(full.indexOf("ipa") + 1);
  });

  it("uses spain only as usage, and usage-only countries from nam_dict and top lists", () => {
    const olivia = names.get("olivia") as CatalogName;
    expect(olivia.countries).toEqual(expect.arrayContaining(["usa", "spain", "italy", "netherlands", "germany"]));
    expect(olivia.ranks.some((r) => r.country === "spain")).toBe(false);
    expect(names.get("sascha")?.countries).toEqual(["germany"]);
    expect(names.get("sascha")?.variants).toEqual([]);
    expect(names.get("emilia")?.countries).toEqual(["germany"]);
    expect(names.get("leo")?.variants).toEqual(["Léo"]);
    expect(manifest.countries.spain).toMatchObject({ yearly: false, latestYear: null });
    expect(manifest.countries.usa).toMatchObject({ yearly: true, firstYear: 1940, latestYear: 2024 });
  });

  it("writes series into the shard of the id", () => {
    const liam = names.get("liam") as CatalogName;
    const shard = String(seriesShard(liam.id)).padStart(2, "0");
    const series = JSON.parse(
      gunzipSync(readFileSync(join(out, "series", `${shard}.json.gz`))).toString("utf8"),
    ) as Record<string, NameSeries>;
    expect(series[liam.id].usa?.boy).toEqual({
      firstYear: 2019,
      counts: [1000, 1000, 1000, 1000, 1000, 1000],
      ranks: [1, 1, 1, 1, 1, 2],
    });
    const mildred = names.get("mildred") as CatalogName;
    const s2 = JSON.parse(
      gunzipSync(
        readFileSync(join(out, "series", `${String(seriesShard(mildred.id)).padStart(2, "0")}.json.gz`)),
      ).toString("utf8"),
    );
    expect(s2[mildred.id].usa.girl.counts.slice(0, 2)).toEqual([5000, 0]);
  });
});
