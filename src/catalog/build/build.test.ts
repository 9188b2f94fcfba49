import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogManifest, CatalogTrendingFile, NameDetailData } from "../../core/catalog-files";
import type { CatalogName } from "../../core/name";
import { detailShardPath, readFullNames, readNames } from "../files";
import { buildCatalog } from "./build";
import { detailShard } from "./manifest";
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
  return buildCatalog({
    sourcesDir,
    knowledgeDir: join(FIXTURES, "knowledge"),
    hebrewTable: join(FIXTURES, "transliteration", "hebrew.tsv"),
    outDir,
    cmu,
    espeak,
  });
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
    names = new Map(readFullNames(out).map((n) => [n.slug, n]));
    trending = JSON.parse(readFileSync(join(out, "trending.json"), "utf8"));
    manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
  });

  it("is deterministic: two builds give byte-identical files", async () => {
    const again = tempDir("namewise-catalog-");
    await build(again, sources);
    const a = files(out).sort();
    expect(files(again).sort()).toEqual(a);
    expect(a).toContain(join("detail", "255.json.gz"));
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
    // Unknown (#6) and Melisssa (#7) keep their places in the ranking but are not names: no entry.
    expect(trending.countries.usa.girls.map((e) => e.rank)).toEqual([1, 1, 3, 4, 5, 8]);
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
    const entries = readNames(out, manifest.nameChunks);
    const order = (n: object) => Object.keys(n).join(",");
    const full = entries
      .map(order)
      .sort((a, b) => b.length - a.length)[0]
      .split(",");
    for (const n of entries) {
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

  it("writes each name's detail and series into the shard of its id", () => {
    const shardOf = (id: string) =>
      JSON.parse(gunzipSync(readFileSync(detailShardPath(out, detailShard(id)))).toString("utf8")) as Record<
        string,
        NameDetailData
      >;
    const liam = names.get("liam") as CatalogName;
    expect(shardOf(liam.id)[liam.id].series.usa?.boy).toEqual({
      firstYear: 2019,
      counts: [1000, 1000, 1000, 1000, 1000, 1000],
      ranks: [1, 1, 1, 1, 1, 2],
    });
    const mildred = names.get("mildred") as CatalogName;
    expect(shardOf(mildred.id)[mildred.id].series.usa?.girl?.counts.slice(0, 2)).toEqual([5000, 0]);
    // The entries keep only the card fields: the rest is read with the page.
    const entry = readNames(out, manifest.nameChunks).find((n) => n.slug === "liam") as object;
    expect(Object.keys(entry)).not.toContain("ranks");
    expect(Object.keys(entry)).not.toContain("countryPopularity");
  });

  it("gives register placeholders and typos no entry, and admits a spelling from 5 births in a year", () => {
    for (const slug of ["unknown", "babyboy", "melisssa"]) expect(names.has(slug)).toBe(false);
    expect(names.get("léa")?.ranks).toContainEqual(
      expect.objectContaining({ country: "canada", region: "quebec", rank: 3, count: 400 }),
    );
    // Aksel has 3 births in Denmark's full list: too few, and on no top list.
    expect(names.has("aksel")).toBe(false);
  });

  it("never lets a few births decide gender: an authored gender wins over them", () => {
    expect(names.get("itziar")?.gender).toBe("girl"); // 7 US boys are noise; the authored record says girl
    expect(names.get("cheran")?.gender).toBe("boy");
    expect(names.get("cheran")?.trend).toBeNull(); // 9 births: too few for a trend
  });

  it("pools Canada's provinces up to the last year they cover enough births, and keeps each province", () => {
    expect(manifest.countries.canada).toMatchObject({ yearly: true, latestYear: 2019 });
    expect(manifest.countries.canada.regions?.map((r) => [r.code, r.latestYear])).toEqual([
      ["ontario", 2019],
      ["quebec", 2020],
      ["nova-scotia", 2022],
    ]);
    const canada = (slug: string, sex: "boy" | "girl") =>
      names.get(slug)?.ranks.find((r) => r.country === "canada" && !r.region && r.sex === sex);
    expect(canada("olivia", "girl")).toMatchObject({ year: 2019, rank: 1, count: 934 + 500 + 40 });
    expect(canada("liam", "boy")).toMatchObject({ year: 2019, rank: 1, count: 800 + 700 + 45 });
    expect(names.get("olivia")?.ranks).toContainEqual({
      country: "canada",
      region: "quebec",
      sex: "girl",
      year: 2020,
      rank: 1,
      count: 543,
    });
    expect(trending.countries.canada.year).toBe(2019);
  });

  it("takes Denmark's deeper list where two editions cover one year, never their sum", () => {
    const william = names.get("william")?.ranks.find((r) => r.country === "denmark");
    expect(william).toMatchObject({ year: 2019, rank: 1, count: 500 });
    expect(trending.countries.denmark.year).toBe(2024);
  });

  it("ranks Chile's spellings that differ only by accents together, as the Registro Civil does", () => {
    const chile = (slug: string) => names.get(slug)?.ranks.find((r) => r.country === "chile" && r.sex === "girl");
    expect(chile("sofía")).toMatchObject({ rank: 1, count: 90, rankedWith: ["Sofia"] });
    expect(chile("sofia")).toMatchObject({ rank: 1, count: 20, rankedWith: ["Sofía"] });
    expect(chile("emma")).toMatchObject({ rank: 2, count: 100 }); // the groups rank 1, 2: SOFIA 110, EMMA 100
    const ids = new Map([...names.values()].map((n) => [n.id, n.name]));
    expect(trending.countries.chile.girls.map((e) => ids.get(e.id))).toEqual(["Sofía", "Emma"]);
  });

  it("gives Israel's Hebrew names their Latin spelling and keeps the Hebrew as the native script", () => {
    expect(names.get("avigail")).toMatchObject({ native: { script: "hebrew", spellings: ["אביגיל"] } });
    expect(names.get("muhammad")?.ranks).toContainEqual(
      expect.objectContaining({ country: "israel", sex: "boy", rank: 1, count: 60 }),
    );
    // A Hebrew name without a row in the table has no page, but counts in Israel's totals.
    expect([...names.values()].some((n) => /\p{Script=Hebrew}/u.test(n.name))).toBe(false);
  });

  it("shows on a card the country with the most births per million in recent data", () => {
    // Noah: 2,342 of 4,692 Canadian boys pooled over 2018–2019, a bigger share than in the USA.
    expect(names.get("noah")?.country).toBe("canada");
    expect(names.get("cheran")?.country).toBe(""); // 9 US boys are a handful
  });
});
