// The real server in its own process, compiled as `npm start` runs it, on a free loopback port.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "./ports";

const ROOT = join(import.meta.dirname, "../..");
const SERVER = join(ROOT, "dist/server/main.js");

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(env: { dataDir: string; databaseUrl?: string }): Promise<RunningServer> {
  if (!existsSync(SERVER)) throw new Error(`no compiled server at ${SERVER}: run "npm run build" first`);
  const port = await freePort();
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? "",
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      SITE_URL: "",
      TRUST_PROXY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(String(signal ?? code))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
