import type { FastifyReply, FastifyRequest } from "fastify";
import { EncodedCache } from "../http/encoded-cache";
import { sendEncoded } from "../http/send-encoded";

/**
 * Catalog answers are pure functions of the URL while the server runs (the catalog never changes in
 * memory), so each is serialized and encoded once per URL (brotli and gzip) and kept within a byte
 * budget: a repeat request costs a lookup, whatever encoding it asks for, and a matching ETag gets 304.
 * A computation that throws (a 404, say) is not cached.
 */
export function createCatalogResponder(maxBytes = 32 * 1024 * 1024) {
  const cache = new EncodedCache<null>(maxBytes);
  return async function respond(req: FastifyRequest, reply: FastifyReply, compute: () => unknown) {
    const answer = await cache.get(req.url, async () => ({
      body: Buffer.from(JSON.stringify(compute())),
      meta: null,
      keep: true,
    }));
    if ("uncached" in answer) return reply.type("application/json; charset=utf-8").send(answer.body);
    return sendEncoded(req, reply, answer.body, { type: "application/json; charset=utf-8" });
  };
}

export type CatalogResponder = ReturnType<typeof createCatalogResponder>;
