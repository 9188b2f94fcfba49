// A throwaway PostgreSQL cluster that the fault tests own, so they can restart it without disturbing
// anything else: initdb into a temporary folder, listen on a free loopback port, and stop at the end.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports";

export interface ThrowawayPostgres {
  url: string;
  /**
   * Stops the server with `pg_ctl stop -m fast` (every connection is ended), keeps it down for `downMs`,
   * then starts it again. Runs in the background, so a load in this process goes on meanwhile.
   */
  restart(downMs: number): Promise<void>;
  stop(): void;
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "pg_ctl")));
  if (!bin) throw new Error("the fault suite needs PostgreSQL's server binaries under /usr/lib/postgresql");
  return bin;
}

/** initdb and pg_ctl refuse to run as root: as root, run them as the postgres user. */
function command(bin: string, tool: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), args];
}

function runner(bin: string) {
  return (tool: string, args: string[]) => execFileSync(...command(bin, tool, args), { stdio: "pipe" });
}

function asyncRunner(bin: string) {
  const run = promisify(execFile);
  return (tool: string, args: string[]) => run(...command(bin, tool, args));
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const run = runner(bin);
  const runInBackground = asyncRunner(bin);
  const dir = mkdtempSync(join(tmpdir(), "namewise-faults-pg-"));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const data = join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "namewise_faults"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/namewise_faults`,
    restart: async (downMs) => {
      await runInBackground("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      await new Promise((r) => setTimeout(r, downMs));
      await runInBackground("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
    },
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
