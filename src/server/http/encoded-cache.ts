import { type EncodedBody, encodeBody, encodedBytes, improve } from "./encoding";

/**
 * Encoded answers per key (a URL), least recently used out first once their bytes pass the budget.
 * Concurrent misses of one key share one computation; a key asked for a second time gets its best
 * encoding made in the background.
 */
export class EncodedCache<Meta> {
  private readonly entries = new Map<string, { body: EncodedBody; meta: Meta }>();
  private readonly pending = new Map<string, Promise<{ body: EncodedBody; meta: Meta } | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /**
   * The cached answer, or compute() encoded and (when keep says so) cached. compute answers null for
   * an answer that must not be cached, which is then computed again next time.
   */
  async get(
    key: string,
    compute: () => Promise<{ body: Buffer; meta: Meta; keep: boolean }>,
  ): Promise<{ body: EncodedBody; meta: Meta } | { body: Buffer; meta: Meta; uncached: true }> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (!hit.body.best) this.upgrade(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return shared;
    }
    const result = await compute();
    if (!result.keep) return { body: result.body, meta: result.meta, uncached: true };
    const made = (async () => ({ body: await encodeBody(result.body), meta: result.meta }))();
    this.pending.set(key, made);
    try {
      const entry = await made;
      this.remember(key, entry);
      return entry;
    } finally {
      this.pending.delete(key);
    }
  }

  private upgrade(key: string, entry: { body: EncodedBody; meta: Meta }) {
    if (this.pending.has(key)) return;
    const better = improve(entry.body).then((body) => {
      const now = this.entries.get(key);
      if (now !== entry) return null; // replaced or evicted meanwhile
      const improved = { body, meta: entry.meta };
      this.bytes -= encodedBytes(entry.body);
      this.entries.set(key, improved);
      this.bytes += encodedBytes(body);
      return improved;
    });
    this.pending.set(key, better);
    void better.finally(() => this.pending.delete(key));
  }

  private remember(key: string, entry: { body: EncodedBody; meta: Meta }) {
    const size = encodedBytes(entry.body);
    if (size > this.maxBytes / 2) return; // one huge answer must not empty the cache
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= encodedBytes(old.body);
    }
  }
}
