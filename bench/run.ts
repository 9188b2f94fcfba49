// npm run bench: every measured route of the real, compiled server next to a bare node:http server
// sending the same bytes (same body, same encoding), at the same concurrency, in one run; boot time
// and resident memory before and after the load. Prints figures; asserts nothing.
// BENCH_SECONDS (default 5) per measurement, BENCH_CONNECTIONS (default 50), and BENCH_SOAK_SECONDS
// (default 0) for a mixed load that samples memory every 10 s.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../tests/faults/ports";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOAK_S = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const ROOT = join(import.meta.dirname, "..");
const SERVER = join(ROOT, "dist/server/main.js");

interface Route {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

const ROUTES: Route[] = [
  { label: "GET /api/names/trending", method: "GET", path: "/api/names/trending" },
  {
    label: "POST /api/names/generate",
    method: "POST",
    path: "/api/names/generate",
    body: JSON.stringify({ gender: "girl", country: "usa", limit: 12 }),
  },
  { label: "GET /api/names/category/country/usa", method: "GET", path: "/api/names/category/country/usa?limit=48" },
  { label: "GET /api/names/suggest?q=ma", method: "GET", path: "/api/names/suggest?q=ma" },
  { label: "page /", method: "GET", path: "/" },
  { label: "page /names/olivia", method: "GET", path: "/names/olivia" },
  { label: "page /category/country/usa", method: "GET", path: "/category/country/usa" },
  { label: "page /baby-names/girls/french", method: "GET", path: "/baby-names/girls/french" },
];

const children: ChildProcess[] = [];

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

async function startApp(): Promise<{ url: string; child: ChildProcess; bootMs: number }> {
  if (!existsSync(SERVER)) throw new Error('no compiled server: run "npm run build" first');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "namewise-bench-")),
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    await new Promise((r) => setTimeout(r, 10));
  }
  return { url, child, bootMs: Math.round(performance.now() - started) };
}

function startBaseline(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, "same-bytes-server.ts"), {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.push(child);
    child.once("message", (port) => resolve({ url: `http://127.0.0.1:${port}`, child }));
    child.once("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
  });
}

const encodingHeaders = (br: boolean): Record<string, string> => (br ? { "accept-encoding": "br" } : {});

/** One answer of the app, byte for byte as sent (still encoded), recorded as the baseline will replay it. */
function record(app: string, route: Route, br: boolean) {
  return new Promise<{ key: string; status: number; headers: Record<string, string>; body: string; bytes: number }>(
    (resolve, reject) => {
      const req = request(
        app + route.path,
        {
          method: route.method,
          headers: { ...encodingHeaders(br), ...(route.body ? { "content-type": "application/json" } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const headers: Record<string, string> = {};
            for (const name of ["content-type", "content-encoding", "cache-control", "etag", "vary"]) {
              const value = res.headers[name];
              if (typeof value === "string") headers[name] = value;
            }
            resolve({
              key: `${route.method} ${route.path} ${br ? "br" : "identity"}`,
              status: res.statusCode ?? 0,
              headers,
              body: body.toString("base64"),
              bytes: body.length,
            });
          });
        },
      );
      req.on("error", reject);
      req.end(route.body);
    },
  );
}

async function measure(url: string, route: Route, br: boolean) {
  const r = await autocannon({
    url: url + route.path,
    method: route.method,
    headers: { ...encodingHeaders(br), ...(route.body ? { "content-type": "application/json" } : {}) },
    body: route.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

try {
  const app = await startApp();
  const rssReady = rssMb(app.child.pid);
  const baseline = await startBaseline();
  const recorded: Awaited<ReturnType<typeof record>>[] = [];
  for (const route of ROUTES) for (const br of [true, false]) recorded.push(await record(app.url, route, br));
  await new Promise<void>((resolve) => {
    baseline.child.once("message", () => resolve());
    baseline.child.send({ answers: recorded });
  });

  console.log(`\nBoot to ready: ${app.bootMs} ms; resident memory once ready: ${rssReady} MB`);
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per measurement, ${new Date().toISOString()}\n`);
  console.log(
    "| route | encoding | bytes | app req/s | baseline req/s | ratio | app p99 ms | baseline p99 ms | errors |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const route of ROUTES) {
    for (const br of [true, false]) {
      const bytes = recorded.find((r) => r.key === `${route.method} ${route.path} ${br ? "br" : "identity"}`)?.bytes;
      const base = await measure(baseline.url, route, br);
      const mine = await measure(app.url, route, br);
      console.log(
        `| ${route.label} | ${br ? "br" : "none"} | ${bytes} | ${mine.rps.toFixed(0)} | ${base.rps.toFixed(0)} | ${(mine.rps / base.rps).toFixed(2)} | ${mine.p99} | ${base.p99} | ${mine.errors} |`,
      );
    }
  }
  console.log(`\nResident memory after the load: ${rssMb(app.child.pid)} MB (${rssReady} MB once ready)`);

  if (SOAK_S > 0) {
    const samples: number[] = [];
    const timer = setInterval(() => samples.push(rssMb(app.child.pid)), 10_000);
    const mix = ROUTES.map((r) => ({
      method: r.method,
      path: r.path,
      body: r.body,
      headers: { "accept-encoding": "br", ...(r.body ? { "content-type": "application/json" } : {}) },
    }));
    await autocannon({ url: app.url, connections: CONNECTIONS, duration: SOAK_S, requests: mix });
    clearInterval(timer);
    const first = samples[0] ?? rssReady;
    const max = Math.max(...samples);
    console.log(
      `Soak ${SOAK_S} s: resident memory ${samples.join(", ")} MB; max ${max} MB, ${(((max - first) / first) * 100).toFixed(1)}% over the first sample`,
    );
  }
} finally {
  for (const child of children) child.kill();
}
