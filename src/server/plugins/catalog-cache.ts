import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Catalog answers change only with a new catalog build: cacheable by browsers and CDNs for a while. */
export const CATALOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

interface Serialized {
  body: string;
  etag: string;
}

/**
 * Catalog answers are pure functions of the URL while the server runs (the catalog never changes in
 * memory), so their serialized bodies and ETags are kept per URL: a repeat request costs one lookup.
 * The cache is bounded by bytes (least recently used out first), so odd query strings cannot grow it.
 */
export function createCatalogResponder(maxBytes = 24 * 1024 * 1024) {
  const cache = new Map<string, Serialized>();
  let bytes = 0;
  const remember = (url: string, entry: Serialized) => {
    cache.set(url, entry);
    bytes += entry.body.length;
    for (const [oldest, old] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= old.body.length;
    }
  };

  /** Sends the catalog answer for this URL, computing it only on a cache miss; 304 on a matching If-None-Match. */
  return function respond(req: FastifyRequest, reply: FastifyReply, compute: () => unknown) {
    let entry = cache.get(req.url);
    if (entry) {
      cache.delete(req.url);
      cache.set(req.url, entry);
    } else {
      const body = JSON.stringify(compute());
      entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
      remember(req.url, entry);
    }
    reply.header("Cache-Control", CATALOG_CACHE_CONTROL).header("ETag", entry.etag).header("Vary", "Accept-Encoding");
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((t) => t.trim() === entry.etag || t.trim() === `W/${entry.etag}`)) {
      return reply.status(304).send();
    }
    return reply.type("application/json; charset=utf-8").send(entry.body);
  };
}

export type CatalogResponder = ReturnType<typeof createCatalogResponder>;
