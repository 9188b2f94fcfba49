// Validates every authored knowledge record: schema, duplicates across files, sort order.
import { readKnowledgeDir } from "../src/catalog/build/knowledge-files";

const dir = process.argv[2] ?? "data/knowledge";
const { records, errors } = readKnowledgeDir(dir);
for (const e of errors) console.error(e);
console.log(`${records.length} records, ${errors.length} problems`);
process.exit(errors.length ? 1 : 0);
