/**
 * espeak-ng (npm `espeak-ng`, the CLI compiled to WASM) for the catalog build. Build time only: never import
 * this from src/client or the server. The module is the espeak-ng program itself: every run instantiates it
 * with a command line and exits, so names are read in batches from a file in its virtual file system
 * (`-f`), one name per line, and the phonemes come back one line per name (`--phonout`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { espeakInput } from "./pronounce";

interface EspeakFs {
  writeFile(path: string, data: string): void;
  readFile(path: string, opts: { encoding: "utf8" }): string;
}
type EspeakFactory = (moduleArg: Record<string, unknown>) => Promise<{ FS: EspeakFs }>;

export interface Espeak {
  /** Engine and version, part of the catalog's buildId. */
  engine: string;
  /** Voice names the build has (first column of `espeak-ng --voices`). */
  voices: readonly string[];
  /** espeak's raw `--ipa` line for each text, in order; undefined where it gave nothing. */
  transcribe(voice: string, texts: readonly string[]): Promise<Array<string | undefined>>;
}

/** Names per espeak run: each run costs ≈ 0.1–0.5 s to start (voice and dictionary load) and ≈ 0.5 ms per name. */
export const ESPEAK_BATCH = 2000;

interface RunResult {
  status: number;
  output: string;
  stdout: string[];
  stderr: string[];
}

/**
 * Quiet, UTF-8 input, IPA to /out.txt, input from /in.txt. espeak still synthesises the audio it does not
 * play, so the fastest rate (450 words a minute) halves the time; the phonemes do not depend on the rate
 * (checked on 2,000 names at 80, 175, 450 and 1,000).
 */
const ARGS = (voice: string) => [
  "-q",
  "-b",
  "1",
  "-s",
  "450",
  "--ipa",
  "--phonout",
  "/out.txt",
  "-v",
  voice,
  "-f",
  "/in.txt",
];

export async function loadEspeak(): Promise<Espeak> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("espeak-ng");
  const version = (JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string })
    .version;
  const factory = (await import("espeak-ng")).default as EspeakFactory;
  // Compile the 18 MB module once; every run only instantiates it.
  const compiled = await WebAssembly.compile(readFileSync(join(dirname(entry), "espeak-ng.wasm")));

  const run = async (args: string[], input?: string): Promise<RunResult> => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    let status = 0;
    let failed: (e: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    const started = factory({
      arguments: args,
      thisProgram: "espeak-ng",
      print: (s: string) => stdout.push(s),
      printErr: (s: string) => stderr.push(s),
      // The default would set process.exitCode on a failing run.
      quit: (code: number, toThrow: unknown) => {
        status = code;
        throw toThrow;
      },
      preRun: [(m: { FS: EspeakFs }) => m.FS.writeFile("/in.txt", input ?? "")],
      instantiateWasm: (
        imports: WebAssembly.Imports,
        done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) => {
        WebAssembly.instantiate(compiled, imports).then(
          (instance) => done(instance, compiled),
          (e) => failed(e),
        );
        return {};
      },
    });
    const mod = await Promise.race([started, failure]);
    let output = "";
    try {
      output = mod.FS.readFile("/out.txt", { encoding: "utf8" });
    } catch {
      output = "";
    }
    return { status, output, stdout, stderr };
  };

  const listed = await run(["--voices"]);
  const voices = listed.stdout
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[1])
    .filter((v): v is string => Boolean(v));

  const runBatch = async (voice: string, lines: readonly string[]): Promise<string[] | null> => {
    const r = await run(ARGS(voice), lines.map((l) => `${l}.\n`).join(""));
    if (r.status !== 0) throw new Error(`espeak-ng -v ${voice} failed (${r.status}): ${r.stderr.join(" ")}`);
    const out = r.output.split("\n");
    if (out[out.length - 1] === "") out.pop();
    return out.length === lines.length ? out : null;
  };

  /** One line per name; when espeak splits or merges a line the batch is halved until it lines up again. */
  const transcribeLines = async (voice: string, lines: readonly string[]): Promise<Array<string | undefined>> => {
    const out = await runBatch(voice, lines);
    if (out) return out;
    if (lines.length === 1) {
      const r = await run(ARGS(voice), `${lines[0]}.\n`);
      const joined = r.output.replace(/\s+/g, " ").trim();
      return [joined || undefined];
    }
    const half = Math.ceil(lines.length / 2);
    return [
      ...(await transcribeLines(voice, lines.slice(0, half))),
      ...(await transcribeLines(voice, lines.slice(half))),
    ];
  };

  return {
    engine: `espeak-ng ${version}`,
    voices,
    async transcribe(voice, texts) {
      if (!voices.includes(voice)) throw new Error(`espeak-ng has no voice ${voice}`);
      const inputs = texts.map(espeakInput);
      const result = new Array<string | undefined>(texts.length).fill(undefined);
      const todo = inputs.map((t, i) => [t, i] as const).filter(([t]) => t !== "");
      for (let b = 0; b < todo.length; b += ESPEAK_BATCH) {
        const batch = todo.slice(b, b + ESPEAK_BATCH);
        const lines = await transcribeLines(
          voice,
          batch.map(([t]) => t),
        );
        batch.forEach(([, i], k) => {
          result[i] = lines[k];
        });
      }
      return result;
    },
  };
}
