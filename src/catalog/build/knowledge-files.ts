import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type KnowledgeRecord, knowledgeRecordSchema } from "../../core/knowledge";
import { normaliseSpelling } from "../../core/slug";

export interface KnowledgeLoad {
  records: KnowledgeRecord[];
  errors: string[];
}

/** Reads and validates data/knowledge/*.jsonl; a record that fails validation is reported and left out. */
export function readKnowledgeDir(dir: string): KnowledgeLoad {
  const records: KnowledgeRecord[] = [];
  const errors: string[] = [];
  const seen = new Map<string, string>();
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .sort();
  } catch {
    return { records, errors };
  }
  for (const file of files) {
    const lines = readFileSync(join(dir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch (err) {
        errors.push(`${where}: not JSON (${(err as Error).message})`);
        return;
      }
      const parsed = knowledgeRecordSchema.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((x) => `${x.path.join(".") || "record"}: ${x.message}`);
        errors.push(`${where}: ${issues.join("; ")}`);
        return;
      }
      const r = parsed.data;
      if (r.name !== r.name.normalize("NFC")) errors.push(`${where}: name is not NFC`);
      if (r.religions.includes("secular") && r.religions.length > 1)
        errors.push(`${where}: secular listed together with a religion`);
      if (!/^\/.+\/$/.test(r.ipa)) errors.push(`${where}: ipa must stand between slashes`);
      if (!/^[a-zA-Z]+(-[a-zA-Z]+)*$/.test(r.respelling.replace(/ /g, "-")))
        errors.push(`${where}: respelling must be letters and hyphens`);
      const key = normaliseSpelling(r.name);
      const earlier = seen.get(key);
      if (earlier) {
        errors.push(`${where}: duplicate of ${earlier} (${r.name})`);
        return;
      }
      seen.set(key, where);
      records.push(r);
    });
  }
  return { records, errors };
}
