// npm run catalog:report [-- --json]: coverage figures of the built catalog (CATALOG_DIR, default data/catalog).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { COVERAGE_FIELDS, catalogReport, TOP_SETS } from "../src/catalog/build/report";
import { readFullNames } from "../src/catalog/files";
import type { CatalogManifest } from "../src/core/catalog-files";

const dir = resolve(process.env.CATALOG_DIR ?? "data/catalog");
const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as CatalogManifest;
const report = catalogReport(readFullNames(dir), manifest);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`catalog ${manifest.buildId}: ${report.names} names, data up to ${manifest.dataYear}`);
  console.log("\ncountry            names  yearly  latest");
  for (const [code, c] of Object.entries(report.countries))
    console.log(
      `${code.padEnd(18)} ${String(c.names).padStart(6)}  ${c.yearly ? "yes   " : "usage "}  ${c.latestYear ?? "-"}`,
    );
  const cov = report.coverage;
  const tops = TOP_SETS.map((t) => cov[t.key]);
  const heads = tops.map((t) => `${t.country} ${t.year ?? "-"} top ${t.cut}`);
  const width = Math.max(...heads.map((h) => h.length), 8);
  console.log(`\ncoverage              ${"all".padStart(8)}  ${heads.map((h) => h.padStart(width)).join("  ")}`);
  console.log(
    `${"names".padEnd(22)}${String(report.names).padStart(8)}  ${tops.map((t) => String(t.names).padStart(width)).join("  ")}`,
  );
  for (const k of COVERAGE_FIELDS)
    console.log(`${k.padEnd(22)}${pct(cov[k]).padStart(8)}  ${tops.map((t) => pct(t[k]).padStart(width)).join("  ")}`);
  const src = cov.pronunciationSource;
  console.log(
    `\npronunciation sources: authored ${pct(src.authored)}, CMU ${pct(src.cmu)}, espeak-ng ${pct(src.espeak)}; ` +
      `authored meanings ${pct(cov.authored)}, Hitchcock meanings ${pct(cov.hitchcock)}`,
  );
  console.log("(top sets: ranked within the cut for either sex in the latest year, ties included)");
}
