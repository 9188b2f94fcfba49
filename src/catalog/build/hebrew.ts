// The Latin spelling of each Hebrew name of Israel's statistics: an authored table,
// data/transliteration/hebrew.tsv (docs/catalog.md, "Israel: Hebrew names in Latin script").
import { readFileSync } from "node:fs";
import { isCatalogSpelling } from "./select";

export interface TransliterationTable {
  /** Hebrew spelling (NFC) → usual Latin spelling. */
  latin: Map<string, string>;
  errors: string[];
}

/** Parses the table: a `hebrew<TAB>latin` header, then one Hebrew spelling per line. */
export function parseTransliterationTable(text: string): TransliterationTable {
  const latin = new Map<string, string>();
  const errors: string[] = [];
  const lines = text.split("\n");
  if (lines[0]?.trim() !== "hebrew\tlatin") errors.push("line 1: the header must be hebrew<TAB>latin");
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const where = `line ${i + 2}`;
    const [hebrew, spelling, ...rest] = line.split("\t").map((x) => x.normalize("NFC").trim());
    if (!hebrew || !spelling || rest.length > 0) {
      errors.push(`${where}: expected two columns`);
      return;
    }
    if (!/^[\p{Script=Hebrew}'’" -]+$/u.test(hebrew)) errors.push(`${where}: ${hebrew} is not Hebrew script`);
    if (!isCatalogSpelling(spelling)) errors.push(`${where}: ${spelling} is not a Latin-script name`);
    if (latin.has(hebrew)) errors.push(`${where}: ${hebrew} is listed twice`);
    latin.set(hebrew, spelling);
  });
  return { latin, errors };
}

export function readTransliterationTable(path: string): TransliterationTable {
  return parseTransliterationTable(readFileSync(path, "utf8"));
}
