import type { FastifyReply, FastifyRequest } from "fastify";
import { type EncodedBody, matchesEtag, negotiateEncoding } from "./encoding";

/**
 * Public answers that a CDN may keep: fresh for 5 minutes in browsers, an hour in shared caches, and
 * served stale for a day while a cache revalidates.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** Sends an encoded answer in the encoding the client takes, or 304 when its copy is current. */
export function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: { type: string; cacheControl?: string; status?: number },
) {
  reply
    .header("Cache-Control", options.cacheControl ?? PUBLIC_CACHE_CONTROL)
    .header("ETag", body.etag)
    .header("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], body.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const encoded = encoding ? body[encoding] : undefined;
  reply.status(options.status ?? 200).type(options.type);
  if (encoding && encoded) return reply.header("Content-Encoding", encoding).send(encoded);
  return reply.send(body.identity);
}
