// Catalog figures for issue 3: committed size, load time and resident memory of a ready server,
// each next to a bare Node process measured in the same run.
import { fork } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

interface Sample {
  loadMs: number;
  /** From starting the process to its report: Node and TypeScript start-up, catalog, app. */
  wallMs: number;
  rss: number;
  names: number;
}

function measure(baseline: boolean): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, "catalog-load-child.ts"), {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BASELINE: baseline ? "1" : "0" },
    });
    child.once("message", (m) => resolve({ ...(m as Omit<Sample, "wallMs">), wallMs: performance.now() - started }));
    child.once("error", reject);
  });
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const path = join(dir, e.name);
    return sum + (e.isDirectory() ? bytesUnder(path) : statSync(path).size);
  }, 0);
}

export async function catalogFigures(): Promise<string[]> {
  const base = await measure(true);
  const runs: Sample[] = [];
  for (let i = 0; i < 3; i++) runs.push(await measure(false));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const loadMs = median(runs.map((r) => r.loadMs));
  const wallMs = median(runs.map((r) => r.wallMs));
  const rss = median(runs.map((r) => r.rss));
  const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
  const size = bytesUnder(join(process.cwd(), "data", "catalog"));
  return [
    `catalog: ${runs[0].names} names, ${mb(size)} MB committed (gzip-compressed files)`,
    `catalog load: ${loadMs.toFixed(0)} ms; process start to ready server: ${wallMs.toFixed(0)} ms vs ${base.wallMs.toFixed(0)} ms for bare Node (${(wallMs / base.wallMs).toFixed(1)}x) — median of 3`,
    `resident memory of a ready server: ${mb(rss)} MB vs ${mb(base.rss)} MB for bare Node (${(rss / base.rss).toFixed(1)}x)`,
  ];
}
