// One espeak-ng in a worker thread (espeak-pool.ts): answers { id, voice, texts } with { id, lines }.
import { parentPort } from "node:worker_threads";
import { loadEspeak } from "./espeak";

const espeak = await loadEspeak();
parentPort?.on("message", async (m: { id: number; voice: string; texts: string[] }) => {
  try {
    parentPort?.postMessage({ id: m.id, lines: await espeak.transcribe(m.voice, m.texts) });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, error: (e as Error).message });
  }
});
parentPort?.postMessage({ ready: true });
