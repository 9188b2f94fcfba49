import { LANGUAGE_CODES } from "../../core/language-codes";
import type { CatalogName } from "../../core/name";

/** ARPAbet (CMU Pronouncing Dictionary, general American) → IPA, with stress marks before the stressed syllable. */

const VOWELS: Record<string, [string, string]> = {
  // [unstressed, stressed]
  AA: ["ɑ", "ɑ"],
  AE: ["æ", "æ"],
  AH: ["ə", "ʌ"],
  AO: ["ɔ", "ɔ"],
  AW: ["aʊ", "aʊ"],
  AY: ["aɪ", "aɪ"],
  EH: ["ɛ", "ɛ"],
  ER: ["ər", "ɜr"],
  EY: ["eɪ", "eɪ"],
  IH: ["ɪ", "ɪ"],
  IY: ["i", "i"],
  OW: ["oʊ", "oʊ"],
  OY: ["ɔɪ", "ɔɪ"],
  UH: ["ʊ", "ʊ"],
  UW: ["u", "u"],
};
const CONSONANTS: Record<string, string> = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};
/** English onsets of two or three consonants (maximal onset decides where the stress mark goes). */
const ONSETS = new Set([
  "P L",
  "B L",
  "K L",
  "G L",
  "F L",
  "S L",
  "P R",
  "B R",
  "T R",
  "D R",
  "K R",
  "G R",
  "F R",
  "TH R",
  "SH R",
  "S P",
  "S T",
  "S K",
  "S M",
  "S N",
  "S W",
  "T W",
  "D W",
  "K W",
  "G W",
  "TH W",
  "P Y",
  "B Y",
  "K Y",
  "G Y",
  "M Y",
  "F Y",
  "V Y",
  "HH Y",
  "S P L",
  "S P R",
  "S T R",
  "S K R",
  "S K W",
  "S K Y",
]);

export function arpabetToIpa(arpabet: string): string {
  const phones = arpabet.trim().split(/\s+/);
  const out: string[] = [];
  let pendingConsonants: string[] = [];
  const flush = (stress: string) => {
    // Split the consonants before a vowel into coda of the previous syllable and onset of this one.
    let onsetLen = Math.min(pendingConsonants.length, 1);
    if (pendingConsonants.length > 0 && pendingConsonants[pendingConsonants.length - 1] === "NG") onsetLen = 0;
    for (let k = Math.min(3, pendingConsonants.length); k >= 2; k--) {
      if (ONSETS.has(pendingConsonants.slice(-k).join(" "))) {
        onsetLen = k;
        break;
      }
    }
    if (out.length === 0) onsetLen = pendingConsonants.length;
    const coda = pendingConsonants.slice(0, pendingConsonants.length - onsetLen);
    const onset = pendingConsonants.slice(pendingConsonants.length - onsetLen);
    out.push(...coda.map((c) => CONSONANTS[c] ?? ""));
    if (stress === "1") out.push("ˈ");
    else if (stress === "2") out.push("ˌ");
    out.push(...onset.map((c) => CONSONANTS[c] ?? ""));
    pendingConsonants = [];
  };
  for (const p of phones) {
    const m = /^([A-Z]+)([012])?$/.exec(p);
    if (!m) continue;
    const vowel = VOWELS[m[1]];
    if (vowel) {
      flush(m[2] ?? "0");
      out.push(m[2] === "1" || m[2] === "2" ? vowel[1] : vowel[0]);
    } else if (CONSONANTS[m[1]]) {
      pendingConsonants.push(m[1]);
    }
  }
  out.push(...pendingConsonants.map((c) => CONSONANTS[c]));
  let ipa = out.join("");
  // A single-syllable word needs no stress mark.
  if ((ipa.match(/[ˈˌ]/g) ?? []).length === 1 && !/[ˌ]/.test(ipa) && phones.filter((p) => /\d$/.test(p)).length === 1)
    ipa = ipa.replace("ˈ", "");
  return `/${ipa}/`;
}

/** IPA for a name from the CMU dictionary (first pronunciation), or undefined. */
export function cmuIpa(dictionary: Readonly<Record<string, string>>, spelling: string): string | undefined {
  const word = spelling.toLowerCase();
  if (!/^[a-z][a-z'.-]*$/.test(word)) return undefined;
  const arpa = dictionary[word];
  return arpa ? arpabetToIpa(arpa) : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// espeak-ng (build time only; the module itself is loaded by espeak.ts). These helpers are pure.

/**
 * espeak-ng voice for each catalog language, by the voice names the WASM build lists (`--voices`).
 * Languages whose voice cannot read Latin script are mapped all the same where espeak then reads the
 * spelling by its English rules (Hindi, Arabic, Russian, …: espeak switches to English itself); they are
 * left out where the result is unusable for a Latin spelling (Japanese spells the letters out; Mandarin,
 * Cantonese and Vietnamese emit tone digits). Sanskrit, Yiddish, Yoruba, Tibetan and Tagalog have no voice.
 */
/** Languages whose espeak voice is missing or unusable on a Latin spelling (see above). */
const NO_ESPEAK_VOICE = new Set([
  "japanese",
  "chinese",
  "vietnamese",
  "sanskrit",
  "yiddish",
  "yoruba",
  "tibetan",
  "tagalog",
]);

/** Where espeak's voice name is not the language's plain code. */
const ESPEAK_VOICE_NAMES: Readonly<Record<string, string>> = {
  english: "en-us",
  french: "fr-fr",
  // Persian names are written in Latin letters here: espeak's "Pinglish" voice reads exactly that.
  persian: "fa-latn",
};

export const LANGUAGE_VOICES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LANGUAGE_CODES)
    .filter(([language]) => !NO_ESPEAK_VOICE.has(language))
    .map(([language, code]) => [language, ESPEAK_VOICE_NAMES[language] ?? code]),
);

/** The language of a country's statistics, as a voice: the fallback when no language of the name has one. */
export const COUNTRY_VOICES: Readonly<Record<string, string>> = {
  usa: "en-us",
  canada: "en-us",
  uk: "en-gb",
  australia: "en-gb",
  ireland: "en-gb",
  scotland: "en-gb",
  "northern-ireland": "en-gb",
  france: "fr-fr",
  germany: "de",
  spain: "es",
  italy: "it",
  netherlands: "nl",
  sweden: "sv",
  norway: "nb",
  denmark: "da",
  poland: "pl",
  brazil: "pt-br",
  india: "hi",
  "new-zealand": "en-gb",
  austria: "de",
  chile: "es",
  // Most Belgian babies are born in Flanders.
  belgium: "nl",
};

export const DEFAULT_VOICE = "en-us";

const BRITISH_COUNTRIES = new Set(["uk", "australia", "ireland", "scotland", "northern-ireland", "new-zealand"]);

function languageVoice(language: string, country: string, countries: readonly string[]): string | undefined {
  if (language === "english") return BRITISH_COUNTRIES.has(country) ? "en-gb" : "en-us";
  if (language === "portuguese") return country === "brazil" || countries.includes("brazil") ? "pt-br" : "pt";
  return LANGUAGE_VOICES[language];
}

/**
 * The espeak-ng voice for a name: a voice of one of its languages (the one of its primary country when the
 * name has it, else the first language that has a voice); else the primary country's language; else en-us.
 */
export function espeakVoice(n: VoiceInput): string {
  return espeakVoices(n)[0];
}

type VoiceInput = { languages: readonly string[]; country: string; countries?: readonly string[] };

/** espeakVoice first, then the fallbacks tried when a voice gives nothing usable: the country's language, en-us. */
export function espeakVoices(n: VoiceInput): string[] {
  const countries = n.countries ?? [];
  const candidates = n.languages
    .map((l) => languageVoice(l, n.country, countries))
    .filter((v): v is string => v !== undefined);
  const countryVoice = COUNTRY_VOICES[n.country];
  const first = countryVoice && candidates.includes(countryVoice) ? countryVoice : (candidates[0] ?? countryVoice);
  return [...new Set([first, countryVoice, DEFAULT_VOICE].filter((v): v is string => Boolean(v)))];
}

/** What espeak reads for a name: one clause, so no full stops or line breaks inside. */
export function espeakInput(spelling: string): string {
  return spelling
    .normalize("NFC")
    .replace(/[.\r\n\t]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const IPA_VOWELS = new Set([..."aeiouyæɑɒɐəɘɚɛɜɝɞɤɨɪɯɵɶʉʊʌʏɔøœᵻ"]);
/** Marks that belong to the segment before them (length, nasal, aspiration, palatalisation, syllabic, …). */
const IPA_ATTACHED = /[\u0300-\u036f\u02b0-\u02b8\u02bc\u02d0\u02d1\u02e0-\u02e4\u1d5d]/u;
const AFFRICATES = new Set(["tʃ", "dʒ", "ts", "dz", "tɕ", "dʑ", "tʂ", "dʐ", "pf"]);
const LIQUIDS_GLIDES = new Set([..."lrɾɹʁɻʀʎjwʋ"]);
const OBSTRUENTS = new Set([..."pbtdkɡgcɟqfvθðszʃʒxɣχβçʝ"]);

/** Segments of one word: a base letter with the marks attached to it; affricates as one segment. */
function segments(word: string): string[] {
  const segs: string[] = [];
  for (const ch of word) {
    if (segs.length > 0 && IPA_ATTACHED.test(ch)) segs[segs.length - 1] += ch;
    else if (segs.length > 0 && AFFRICATES.has(segs[segs.length - 1] + ch)) segs[segs.length - 1] += ch;
    else segs.push(ch);
  }
  return segs;
}

const isVowelSeg = (s: string) => IPA_VOWELS.has([...s][0]);
const isStress = (s: string) => s === "ˈ" || s === "ˌ";

/**
 * espeak-ng writes the stress mark before the stressed vowel (ʒyʁʒˈɛn); IPA puts it before the syllable
 * (ʒyʁˈʒɛn). Move each mark left over the syllable's onset: every consonant at the start of a word, else
 * one consonant, or two when they are an obstruent followed by a liquid or glide (ˈtʁ, ˈbl, ˈkj).
 */
export function placeStressBeforeOnset(ipa: string): string {
  return ipa
    .split(" ")
    .map((word) => {
      const segs = segments(word);
      for (let i = 0; i < segs.length; i++) {
        if (!isStress(segs[i])) continue;
        let j = i;
        while (j > 0 && !isVowelSeg(segs[j - 1]) && !isStress(segs[j - 1])) j--;
        const consonants = i - j;
        if (consonants === 0) continue;
        let onset: number;
        if (j === 0) onset = consonants;
        else if (consonants >= 2 && OBSTRUENTS.has([...segs[i - 2]][0]) && LIQUIDS_GLIDES.has([...segs[i - 1]][0]))
          onset = 2;
        else onset = 1;
        const mark = segs[i];
        segs.splice(i, 1);
        segs.splice(i - onset, 0, mark);
      }
      return segs.join("");
    })
    .join(" ");
}

/**
 * One line of espeak-ng's `--ipa` output → "/…/", or undefined when nothing usable is left: drops the
 * zero-width characters espeak uses as ties (U+200B–U+200D, U+2060, U+FEFF), its language-switch markers
 * "(en)…(hi)", phoneme separators and stray punctuation; rejects lines with ASCII digits or capitals
 * (tone numbers, phonemes without an IPA symbol) or other symbols ("#").
 */
export function cleanEspeakIpa(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let s = raw
    .normalize("NFC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/\([a-z]{2,3}(?:-[a-z0-9]+)*\)/gi, " ")
    // Some voices (da) write the Greek letter ε for IPA ɛ.
    .replace(/ε/g, "ɛ")
    .replace(/[_|]/g, "")
    .replace(/[-/\\.,;:!?"“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!s || /[A-Z0-9]/.test(s) || /[^\p{L}\p{M} ]/u.test(s) || !/\p{L}/u.test(s)) return undefined;
  s = placeStressBeforeOnset(s);
  return `/${s}/`;
}

/** What the espeak pass needs of espeak.ts's loader (tests pass a stand-in). */
export interface EspeakTranscriber {
  engine: string;
  transcribe(voice: string, texts: readonly string[]): Promise<Array<string | undefined>>;
}

/**
 * Fills `ipa` (pronunciationSource "espeak") of every name that has no pronunciation yet: one espeak run per
 * voice and batch, voices in code-point order and names in the order given, so the result is the same on
 * every build. A name the voice gives nothing usable for is tried again with the next voice of
 * espeakVoices (the country's language, then en-us). Returns names and transcriptions per first voice.
 */
export async function addEspeakPronunciations(
  names: CatalogName[],
  espeak: EspeakTranscriber,
): Promise<Record<string, { names: number; transcribed: number }>> {
  const pending = names.filter((n) => !n.ipa && !n.pronunciation).map((n) => ({ n, voices: espeakVoices(n) }));
  const stats: Record<string, { names: number; transcribed: number }> = {};
  for (const p of pending) {
    const st = stats[p.voices[0]] ?? { names: 0, transcribed: 0 };
    st.names++;
    stats[p.voices[0]] = st;
  }
  let todo = pending;
  for (let round = 0; todo.length > 0; round++) {
    const byVoice = new Map<string, typeof todo>();
    for (const p of todo) {
      const voice = p.voices[round];
      if (!voice) continue;
      const group = byVoice.get(voice);
      if (group) group.push(p);
      else byVoice.set(voice, [p]);
    }
    const failed: typeof todo = [];
    const voices = [...byVoice.keys()].sort();
    // In-process cache: one transcription per distinct spelling and voice. Every voice is asked at once
    // (a pool of espeak threads takes them in turn); the answers are applied in voice order.
    const textsOf = voices.map((v) => [...new Set((byVoice.get(v) as typeof todo).map((p) => espeakInput(p.n.name)))]);
    const answers = await Promise.all(voices.map((v, i) => espeak.transcribe(v, textsOf[i])));
    for (const [vi, voice] of voices.entries()) {
      const group = byVoice.get(voice) as typeof todo;
      const texts = textsOf[vi];
      const raw = answers[vi];
      const ipaOf = new Map(texts.map((t, i) => [t, cleanEspeakIpa(raw[i])]));
      for (const p of group) {
        const ipa = ipaOf.get(espeakInput(p.n.name));
        if (!ipa) {
          failed.push(p);
          continue;
        }
        p.n.ipa = ipa;
        p.n.pronunciationSource = "espeak";
        stats[p.voices[0]].transcribed++;
      }
    }
    todo = failed;
  }
  return stats;
}
