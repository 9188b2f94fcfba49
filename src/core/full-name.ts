// How a first name sits with the family's surname: initials, rhythm, and a clash of sounds at the join.

/** Initials that spell something a child would rather not carry (checked with and without a middle initial). */
export const UNFORTUNATE_INITIALS = new Set([
  "ASS",
  "BUM",
  "COW",
  "DIE",
  "DUD",
  "FAT",
  "FU",
  "GAS",
  "HAG",
  "KKK",
  "LSD",
  "NUT",
  "PEE",
  "PIG",
  "PMS",
  "POO",
  "RAT",
  "SAD",
  "SOB",
  "STD",
  "SUX",
  "UGH",
  "WC",
  "WTF",
  "ZIT",
  "BO",
  "BS",
  "PP",
  "OMG",
  "IOU",
  "MAD",
  "BAD",
  "ILL",
  "ODD",
  "SIN",
  "SPY",
  "TIT",
  "VD",
  "WAR",
  "APE",
  "BOO",
  "DUMB",
  "SLOB",
  "FART",
  "MOB",
]);

function letters(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
}

/** "Olivia" + "van der Berg" -> "OVDB"; each part of a spaced or hyphenated surname gives its initial. */
export function initialsOf(first: string, surname: string): string {
  return [first, ...surname.split(/[\s-]+/)]
    .filter((part) => part.trim() !== "")
    .map((part) => letters(part.trim())[0] ?? "")
    .join("");
}

export function unfortunateInitials(initials: string): boolean {
  return UNFORTUNATE_INITIALS.has(initials.toUpperCase());
}

/** Syllables of a name: from its respelling when there is one (stress in capitals), else counted by vowel groups. */
export function syllablesOf(name: string, respelling?: string): { count: number; stressed: number } {
  if (respelling) {
    const parts = respelling.split("-").filter(Boolean);
    const stressed = parts.findIndex((p) => p === p.toUpperCase() && /[A-Z]/.test(p));
    return { count: parts.length, stressed: Math.max(0, stressed) };
  }
  const word = letters(name)
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  const groups = word.replace(/e$/, "").match(/[aeiouy]+/g) ?? [];
  return { count: Math.max(1, groups.length), stressed: 0 };
}

/** A rhythm line such as "da-DUM-da · DUM-da": stressed syllables are DUM, the others da. */
export function rhythmOf(name: string, respelling: string | undefined, surname: string): string {
  const beat = ({ count, stressed }: { count: number; stressed: number }) =>
    Array.from({ length: count }, (_, i) => (i === stressed ? "DUM" : "da")).join("-");
  const parts = [beat(syllablesOf(name, respelling))];
  if (surname.trim()) parts.push(beat(syllablesOf(surname)));
  return parts.join(" · ");
}

// Sound classes of English spelling at the end and start of a word, longest spellings first.
const END_SOUNDS: Array<[RegExp, string]> = [
  [/(sh|ch|tch|sch)$/, "sh/ch"],
  [/(ss|s|ce|se|z|ze|x)$/, "s"],
  [/(ck|k|c|que)$/, "k"],
  [/(th)$/, "th"],
  [/(dd|d|de)$/, "d"],
  [/(tt|t|te)$/, "t"],
  [/(ll|l|le)$/, "l"],
  [/(mm|m|me)$/, "m"],
  [/(nn|n|ne)$/, "n"],
  [/(rr|r|re)$/, "r"],
  [/(ff|f|ph|fe)$/, "f"],
  [/(v|ve)$/, "v"],
  [/(y|ie|ee|i|ey)$/, "ee"],
  [/(ah|a)$/, "a"],
  [/(o|oe|ow)$/, "o"],
];
const START_SOUNDS: Array<[RegExp, string]> = [
  [/^(sh|ch|sch)/, "sh/ch"],
  [/^(th)/, "th"],
  [/^(s|ce|ci|cy|z|x)/, "s"],
  [/^(k|c|qu)/, "k"],
  [/^(d)/, "d"],
  [/^(t)/, "t"],
  [/^(l)/, "l"],
  [/^(m)/, "m"],
  [/^(n)/, "n"],
  [/^(r|wr)/, "r"],
  [/^(f|ph)/, "f"],
  [/^(v)/, "v"],
  [/^(ee|ea|e)/, "ee"],
  [/^(a)/, "a"],
  [/^(o)/, "o"],
];

function soundAt(word: string, table: Array<[RegExp, string]>): string | null {
  const plain = letters(word)
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return table.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/** The sound the first name ends with when the surname begins with it too ("Thomas Smith": s), else null. */
export function soundClash(first: string, surname: string): string | null {
  const surnameStart = surname.trim().split(/[\s-]+/)[0] ?? "";
  if (!surnameStart) return null;
  const end = soundAt(first, END_SOUNDS);
  return end !== null && end === soundAt(surnameStart, START_SOUNDS) ? end : null;
}
