// espeak-ng in several worker threads, so the catalog build's slowest step uses every core it is given.
// A name's transcription does not depend on its neighbours in a batch (docs/catalog.md), so splitting
// the work between threads gives the same bytes as one thread.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ESPEAK_BATCH, type Espeak } from "./espeak";

interface Job {
  voice: string;
  texts: string[];
  resolve: (lines: Array<string | undefined>) => void;
  reject: (e: Error) => void;
}

/** Wraps `espeak` (for its engine and voices) with `threads` workers that run the transcriptions. */
export async function espeakPool(
  espeak: Espeak,
  threads = availableParallelism(),
): Promise<Espeak & { close(): Promise<void> }> {
  const workers = await Promise.all(
    Array.from({ length: Math.max(1, threads) }, async () => {
      // The worker is TypeScript: it registers tsx's loader before importing it.
      const worker = new URL("./espeak-worker.ts", import.meta.url).href;
      const w = new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`,
        { eval: true },
      );
      await new Promise<void>((resolve, reject) => {
        w.once("message", () => resolve());
        w.once("error", reject);
      });
      return w;
    }),
  );
  const queue: Job[] = [];
  const idle = [...workers];
  let nextId = 0;
  const pump = () => {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop() as Worker;
      const job = queue.shift() as Job;
      const id = nextId++;
      const onMessage = (m: { id: number; lines?: Array<string | undefined>; error?: string }) => {
        if (m.id !== id) return;
        w.off("message", onMessage);
        idle.push(w);
        if (m.error) job.reject(new Error(m.error));
        else job.resolve(m.lines ?? []);
        pump();
      };
      w.on("message", onMessage);
      w.postMessage({ id, voice: job.voice, texts: job.texts });
    }
  };
  const run = (voice: string, texts: string[]) =>
    new Promise<Array<string | undefined>>((resolve, reject) => {
      queue.push({ voice, texts, resolve, reject });
      pump();
    });
  return {
    engine: espeak.engine,
    voices: espeak.voices,
    async transcribe(voice, texts) {
      if (!espeak.voices.includes(voice)) throw new Error(`espeak-ng has no voice ${voice}`);
      const batches: Array<Promise<Array<string | undefined>>> = [];
      for (let b = 0; b < texts.length; b += ESPEAK_BATCH) batches.push(run(voice, texts.slice(b, b + ESPEAK_BATCH)));
      return (await Promise.all(batches)).flat();
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
