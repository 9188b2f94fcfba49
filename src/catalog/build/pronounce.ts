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
