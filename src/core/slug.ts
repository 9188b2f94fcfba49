/** The key that decides whether two spellings are the same catalog entry: NFC, trimmed, lower case. */
export function normaliseSpelling(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

/** URL form of a name: lower case, NFC, accents kept, spaces and apostrophes as hyphens. */
export function slugify(name: string): string {
  return normaliseSpelling(name)
    .replace(/[\s'’ʼ‘`]+/g, "-")
    .replace(/[^\p{L}\p{M}\p{N}.-]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}
