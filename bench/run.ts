// npm run bench: requests/s and p99 latency of the API's hot paths, each as a ratio to a bare node:http
// server measured in the same run on the same machine. Prints figures; asserts nothing.
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { catalogFigures } from "./catalog-load";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const children: ChildProcess[] = [];

/** Starts a server in its own process on a free port and resolves with its base URL. */
function start(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, script), {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.push(child);
    child.once("message", (port) => resolve(`http://127.0.0.1:${port}`));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

interface Figures {
  label: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(label: string, opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return { label, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

for (const line of await catalogFigures()) console.log(line);

try {
  const hello = await start("hello-server.ts");
  const api = await start("api-server.ts");
  const results: Figures[] = [];
  results.push(await measure("baseline node:http hello", { url: `${hello}/` }));
  results.push(await measure("GET /api/names/trending", { url: `${api}/api/names/trending` }));
  results.push(
    await measure("POST /api/names/generate (filters)", {
      url: `${api}/api/names/generate`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ gender: "girl", country: "usa", origin: "latin", limit: 12 }),
    }),
  );
  results.push(
    await measure("POST /api/names/generate (no filter)", {
      url: `${api}/api/names/generate`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ limit: 50 }),
    }),
  );
  const base = results[0];
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()}`);
  console.log("| endpoint | req/s | p99 ms | req/s vs baseline | p99 vs baseline | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p99 / Math.max(base.p99, 0.1)).toFixed(2)} | ${r.errors} |`,
    );
  }
} finally {
  for (const child of children) child.kill();
}
