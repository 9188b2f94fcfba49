import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Catalog answers change only with a new catalog build: cacheable by browsers and CDNs for a while. */
export const CATALOG_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/**
 * Sends a catalog answer with Cache-Control and a strong ETag of its body; a matching If-None-Match
 * gets a 304 with no body.
 */
export function sendCatalog(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const body = JSON.stringify(payload);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  reply.header("Cache-Control", CATALOG_CACHE_CONTROL).header("ETag", etag).header("Vary", "Accept-Encoding");
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    return reply.status(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(body);
}
