import { beforeAll, describe, expect, it } from "vitest";
import { type Espeak, loadEspeak } from "./espeak";
import { COUNTRY_VOICES, cleanEspeakIpa, DEFAULT_VOICE, LANGUAGE_VOICES } from "./pronounce";

// The real WASM module (≈ 1 s to compile and list its voices).
describe("espeak-ng (WASM)", () => {
  let espeak: Espeak;
  beforeAll(async () => {
    espeak = await loadEspeak();
  });

  it("has every voice the build may choose", () => {
    const wanted = new Set([...Object.values(LANGUAGE_VOICES), ...Object.values(COUNTRY_VOICES), DEFAULT_VOICE]);
    wanted.add("en-gb");
    wanted.add("pt-br");
    expect([...wanted].filter((v) => !espeak.voices.includes(v))).toEqual([]);
    expect(espeak.engine).toMatch(/^espeak-ng \d/);
  });

  it("reads a batch of names, one IPA line per name, in the voice asked for", async () => {
    const raw = await espeak.transcribe("fr-fr", ["Léa", "Jean-Baptiste", "T.J.", "Maëlys"]);
    const ipa = raw.map(cleanEspeakIpa);
    expect(ipa).toHaveLength(4);
    for (const x of ipa) expect(x).toMatch(/^\/[^/\u200b-\u200d\u2060\ufeff()]+\/$/u);
    expect(ipa[0]).toBe("/leˈa/");
    expect(ipa[1]).toContain("ʒ");
    const de = (await espeak.transcribe("de", ["Jürgen"])).map(cleanEspeakIpa);
    expect(de[0]).toContain("y");
  });

  it("refuses a voice it does not have", async () => {
    await expect(espeak.transcribe("xx-none", ["Anna"])).rejects.toThrow(/no voice/);
  });
});
