// npm run build:catalog: reads SOURCES_DIR (default ../shared/data) and data/knowledge, writes OUT_DIR (default data/catalog).
import { resolve } from "node:path";
import { dictionary } from "cmu-pronouncing-dictionary";
import { buildCatalog } from "../src/catalog/build/build";

const started = Date.now();
const result = buildCatalog({
  sourcesDir: resolve(process.env.SOURCES_DIR ?? "../shared/data"),
  knowledgeDir: resolve(process.env.KNOWLEDGE_DIR ?? "data/knowledge"),
  outDir: resolve(process.env.OUT_DIR ?? "data/catalog"),
  cmu: dictionary,
  log: (m) => console.log(m),
});
for (const e of result.knowledgeErrors) console.warn(`knowledge: ${e}`);
console.log(
  `catalog ${result.manifest.buildId}: ${result.manifest.names} names in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
