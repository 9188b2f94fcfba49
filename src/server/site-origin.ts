import type { FastifyRequest } from "fastify";

/**
 * The site's public origin for canonical URLs and sitemaps: SITE_URL (e.g. https://namewise.example)
 * when set, as it must be behind a proxy that rewrites the host; otherwise the request's own origin.
 */
export function siteOrigin(req: FastifyRequest): string {
  const configured = process.env.SITE_URL?.replace(/\/+$/, "");
  return configured || `${req.protocol}://${req.host}`;
}
