import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold
 * commas, line breaks and doubled quotes (""). A leading byte-order mark is ignored; a final line
 * break does not make an empty record.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  eachCsvRow(text, (row) => rows.push(row));
  return rows;
}

/** Calls onRow for every record in order, without holding all records in memory. */
export function eachCsvRow(text: string, onRow: (row: string[]) => void): void {
  let row: string[] = [];
  let field = "";
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let quoted = false;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\n" || c === "\r") {
      row.push(field);
      onRow(row);
      row = [];
      field = "";
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13 || d === 34) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (quoted) throw new Error("CSV: unterminated quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    onRow(row);
  }
}

/** Rows of a CSV as objects keyed by the header; throws when a required column is missing. */
export function csvRecords(text: string, required: readonly string[] = []): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  eachCsvRecord(text, required, (get) => {
    const rec: Record<string, string> = {};
    for (const h of get.header) rec[h] = get(h);
    out.push(rec);
  });
  return out;
}

export interface FieldGetter {
  (column: string): string;
  header: readonly string[];
}

/** Streams the records after the header; `get(column)` reads a field of the current record by name. */
export function eachCsvRecord(text: string, required: readonly string[], onRecord: (get: FieldGetter) => void): number {
  let header: string[] | null = null;
  let index = new Map<string, number>();
  let cells: string[] = [];
  let n = 0;
  const get = ((column: string) => {
    const j = index.get(column);
    return j === undefined ? "" : (cells[j] ?? "");
  }) as FieldGetter;
  eachCsvRow(text, (row) => {
    if (!header) {
      header = row;
      index = new Map(row.map((h, j) => [h, j]));
      for (const col of required) if (!index.has(col)) throw new Error(`CSV: missing column ${col}`);
      (get as { header: readonly string[] }).header = row;
      return;
    }
    cells = row;
    n++;
    onRecord(get);
  });
  return n;
}

export function readGzipText(path: string): string {
  return gunzipSync(readFileSync(path)).toString("utf8");
}
