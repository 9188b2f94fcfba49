import type { FastifyRequest } from "fastify";

/** SITE_URL (e.g. https://namewise.example) without a trailing slash, or undefined when unset. */
export function configuredSiteUrl(): string | undefined {
  const raw = process.env.SITE_URL?.trim().replace(/\/+$/, "");
  return raw ? raw : undefined;
}

/**
 * The origin this request was addressed to. `req.protocol` and `req.host` honour X-Forwarded-Proto and
 * X-Forwarded-Host only when TRUST_PROXY is set, so without it a client cannot choose them.
 */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * The origin written into answers that caches may share (canonical links, og:url): SITE_URL, or the
 * empty string so that links stay relative. Never a request header, so a forged Host cannot be cached.
 */
export function publicOrigin(): string {
  return configuredSiteUrl() ?? "";
}

/** The origin a browser page of this site has: SITE_URL when set, else the request's own origin. */
export function expectedBrowserOrigin(req: FastifyRequest): string {
  return configuredSiteUrl() ?? requestOrigin(req);
}
