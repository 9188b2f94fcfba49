// npm run build:catalog: reads SOURCES_DIR (default ../shared/data), data/knowledge and data/transliteration,
// writes OUT_DIR (default data/catalog).
// ESPEAK=0 skips the espeak-ng pronunciations (faster; for debugging only).
import { resolve } from "node:path";
import { dictionary } from "cmu-pronouncing-dictionary";
import { buildCatalog } from "../src/catalog/build/build";
import { loadEspeak } from "../src/catalog/build/espeak";
import { espeakPool } from "../src/catalog/build/espeak-pool";

const started = Date.now();
// espeak-ng runs in one worker thread per core (ESPEAK_THREADS to override).
const espeak =
  process.env.ESPEAK === "0"
    ? undefined
    : await espeakPool(await loadEspeak(), process.env.ESPEAK_THREADS ? Number(process.env.ESPEAK_THREADS) : undefined);
if (espeak) console.log(`${espeak.engine}: ${espeak.voices.length} voices (${espeak.voices.join(" ")})`);
const result = await buildCatalog({
  sourcesDir: resolve(process.env.SOURCES_DIR ?? "../shared/data"),
  knowledgeDir: resolve(process.env.KNOWLEDGE_DIR ?? "data/knowledge"),
  hebrewTable: resolve(process.env.HEBREW_TABLE ?? "data/transliteration/hebrew.tsv"),
  outDir: resolve(process.env.OUT_DIR ?? "data/catalog"),
  cmu: dictionary,
  espeak,
  log: (m) => console.log(m),
});
await espeak?.close();
for (const e of result.knowledgeErrors) console.warn(`knowledge: ${e}`);
for (const e of result.transliterationErrors) console.warn(`hebrew.tsv: ${e}`);
console.log(
  `catalog ${result.manifest.buildId}: ${result.manifest.names} names in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
