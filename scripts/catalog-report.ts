// npm run catalog:report [-- --json]: coverage figures of the built catalog (CATALOG_DIR, default data/catalog).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { catalogReport } from "../src/catalog/build/report";
import type { CatalogManifest, CatalogNamesFile } from "../src/core/catalog-files";

const dir = resolve(process.env.CATALOG_DIR ?? "data/catalog");
const file = JSON.parse(gunzipSync(readFileSync(join(dir, "names.json.gz"))).toString("utf8")) as CatalogNamesFile;
const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as CatalogManifest;
const report = catalogReport(file.names, manifest);

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
  console.log("\ncoverage           all    usa top 1000");
  for (const k of ["meaning", "origin", "pronunciation", "culturalSignificance"] as const)
    console.log(`${k.padEnd(18)} ${pct(cov[k]).padStart(6)}  ${pct(cov.top1000usa[k]).padStart(6)}`);
  console.log(
    `ipa ${pct(cov.ipa)}, authored meanings ${pct(cov.authored)}, Hitchcock meanings ${pct(cov.hitchcock)}; usa top 1000 entries: ${cov.top1000usa.names}`,
  );
}
