import { describe, expect, it } from "vitest";
import type { CatalogName } from "../../core/name";
import {
  addEspeakPronunciations,
  arpabetToIpa,
  cleanEspeakIpa,
  cmuIpa,
  espeakInput,
  espeakVoice,
  espeakVoices,
  placeStressBeforeOnset,
} from "./pronounce";

describe("ARPAbet → IPA (CMU dictionary)", () => {
  it("converts known words, stress before the syllable by maximal English onset", () => {
    expect(arpabetToIpa("OW0 L IH1 V IY0 AH0")).toBe("/oʊˈlɪviə/");
    expect(arpabetToIpa("K R IH1 S T AH0 F ER0")).toBe("/ˈkrɪstəfər/");
    expect(arpabetToIpa("AE2 L AH0 G Z AE1 N D ER0")).toBe("/ˌæləɡˈzændər/");
    expect(arpabetToIpa("EH0 S T R EH1 L AH0")).toBe("/ɛˈstrɛlə/");
  });
  it("leaves one-syllable words unmarked", () => {
    expect(arpabetToIpa("JH AA1 N")).toBe("/dʒɑn/");
  });
  it("looks names up in lower case and skips spellings the dictionary cannot hold", () => {
    const dict = { liam: "L IY1 AH0 M" };
    expect(cmuIpa(dict, "Liam")).toBe("/ˈliəm/");
    expect(cmuIpa(dict, "Léa")).toBeUndefined();
    expect(cmuIpa(dict, "Noah")).toBeUndefined();
  });
});

describe("espeak voice choice", () => {
  const name = (languages: string[], country: string, countries: string[] = [country]) => ({
    languages,
    country,
    countries,
  });
  it("takes the voice of the name's language", () => {
    expect(espeakVoice(name(["french"], "usa"))).toBe("fr-fr");
    expect(espeakVoice(name(["german", "swedish"], "usa"))).toBe("de");
    expect(espeakVoice(name(["norwegian"], "norway"))).toBe("nb");
    expect(espeakVoice(name(["irish"], "ireland"))).toBe("ga");
    expect(espeakVoice(name(["tamil"], "india"))).toBe("ta");
    expect(espeakVoice(name(["persian"], "usa"))).toBe("fa-latn");
  });
  it("prefers the language of the primary country among the name's languages", () => {
    expect(espeakVoice(name(["english", "french"], "france"))).toBe("fr-fr");
    expect(espeakVoice(name(["spanish", "italian"], "italy"))).toBe("it");
  });
  it("tells Brazilian from European Portuguese and British from American English", () => {
    expect(espeakVoice(name(["portuguese"], "brazil"))).toBe("pt-br");
    expect(espeakVoice(name(["portuguese"], "usa", ["usa"]))).toBe("pt");
    expect(espeakVoice(name(["english"], "uk"))).toBe("en-gb");
    expect(espeakVoice(name(["english"], "usa"))).toBe("en-us");
  });
  it("falls back to the primary country's language, then en-us", () => {
    expect(espeakVoice(name([], "germany"))).toBe("de");
    expect(espeakVoice(name([], "scotland"))).toBe("en-gb");
    expect(espeakVoice(name([], "canada"))).toBe("en-us");
    expect(espeakVoice(name(["japanese"], "usa"))).toBe("en-us");
    expect(espeakVoice(name([], ""))).toBe("en-us");
  });
  it("lists the fallbacks: the country's language, then en-us", () => {
    expect(espeakVoices(name(["irish"], "ireland"))).toEqual(["ga", "en-gb", "en-us"]);
    expect(espeakVoices(name(["french"], "usa"))).toEqual(["fr-fr", "en-us"]);
    expect(espeakVoices(name([], "usa"))).toEqual(["en-us"]);
  });
});

describe("espeak output cleaning", () => {
  it("strips zero-width characters and language-switch markers, wraps in slashes", () => {
    expect(cleanEspeakIpa("d\u200dʒˈæksən")).toBe("/ˈdʒæksən/");
    expect(cleanEspeakIpa("\ufeffa\u200b\u200c\u2060b")).toBe("/ab/");
    expect(cleanEspeakIpa("(\u200de\u200dn)ˈɑːɹav(\u200dh\u200di)")).toBe("/ˈɑːɹav/");
    expect(cleanEspeakIpa("(en)mˈaɛliz(fr)")).toBe("/ˈmaɛliz/");
    expect(cleanEspeakIpa("ˈεlʋan")).toBe("/ˈɛlʋan/");
  });
  it("drops stray separators and keeps the space between words", () => {
    expect(cleanEspeakIpa("l_e_ˈa")).toBe("/leˈa/");
    expect(cleanEspeakIpa(" ˈan  maʁˈi \n")).toBe("/ˈan maˈʁi/");
    expect(cleanEspeakIpa("ma- lˈis")).toBe("/ma ˈlis/");
  });
  it("rejects empty output and output with tone digits or unmapped phonemes", () => {
    expect(cleanEspeakIpa(undefined)).toBeUndefined();
    expect(cleanEspeakIpa("  (en)(fr) ")).toBeUndefined();
    expect(cleanEspeakIpa("zˈɪ5n")).toBeUndefined();
    expect(cleanEspeakIpa("mˈAcəəs")).toBeUndefined();
    expect(cleanEspeakIpa("ˈannɛːl#")).toBeUndefined();
  });
  it("moves stress marks before the syllable's onset", () => {
    expect(placeStressBeforeOnset("ʒyʁʒˈɛn")).toBe("ʒyʁˈʒɛn");
    expect(placeStressBeforeOnset("ʒˈɑ̃batˈist")).toBe("ˈʒɑ̃baˈtist");
    expect(placeStressBeforeOnset("patʁˈis")).toBe("paˈtʁis");
    expect(placeStressBeforeOnset("matʃˈo")).toBe("maˈtʃo");
    expect(placeStressBeforeOnset("ɲʲˈamx")).toBe("ˈɲʲamx");
    expect(placeStressBeforeOnset("klɔˈe")).toBe("klɔˈe");
    expect(placeStressBeforeOnset("tˌeʒˈi")).toBe("ˌteˈʒi");
  });
  it("reads each name as one clause", () => {
    expect(espeakInput("T.J.")).toBe("T J");
    expect(espeakInput(" Anne\nMarie ")).toBe("Anne Marie");
  });
});

describe("espeak pass", () => {
  const n = (name: string, extra: Partial<CatalogName>) =>
    ({ name, languages: [], country: "usa", countries: ["usa"], ...extra }) as unknown as CatalogName;
  it("fills only names without a pronunciation, one call per voice in code-point order", async () => {
    const calls: string[] = [];
    const names = [
      n("Olivia", { ipa: "/x/", pronunciation: "oh", pronunciationSource: "authored" }),
      n("Léa", { languages: ["french"], country: "france" }),
      n("Jürgen", { languages: ["german"] }),
      n("Jaxyn", {}),
      n("Jaxyn", {}),
    ];
    const stats = await addEspeakPronunciations(names, {
      engine: "test",
      transcribe: async (voice, texts) => {
        calls.push(`${voice}:${texts.join("|")}`);
        return texts.map((t) => `${t.toLowerCase()}\u200d`);
      },
    });
    expect(calls).toEqual(["de:Jürgen", "en-us:Jaxyn", "fr-fr:Léa"]);
    expect(names[0].ipa).toBe("/x/");
    expect(names[1]).toMatchObject({ ipa: "/léa/", pronunciationSource: "espeak" });
    expect(names[4]).toMatchObject({ ipa: "/jaxyn/", pronunciationSource: "espeak" });
    expect(stats["en-us"]).toEqual({ names: 2, transcribed: 2 });
  });
  it("tries the next voice when one gives nothing usable", async () => {
    const names = [n("Fachtna", { languages: ["irish"], country: "ireland" }), n("Aoife", { languages: ["irish"] })];
    const calls: string[] = [];
    await addEspeakPronunciations(names, {
      engine: "test",
      transcribe: async (voice, texts) => {
        calls.push(`${voice}:${texts.join("|")}`);
        return texts.map((t) => (voice === "ga" && t === "Fachtna" ? "fˈAxtnə" : voice.replace("-", "")));
      },
    });
    expect(calls).toEqual(["ga:Fachtna|Aoife", "en-gb:Fachtna"]);
    expect(names.map((x) => x.ipa)).toEqual(["/engb/", "/ga/"]);
  });
});
