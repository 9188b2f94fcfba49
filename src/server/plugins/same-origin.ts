import type { FastifyRequest } from "fastify";
import { HttpError } from "../errors";
import { expectedBrowserOrigin } from "../site-origin";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * State-changing calls must come from the site's own pages: the browser's Origin must equal the site's
 * public origin (scheme, host and port), or Sec-Fetch-Site must say same-origin. Requests with neither
 * header are not from a browser page and cannot carry a victim's cookie across sites, so they pass.
 */
export function assertSameOrigin(req: FastifyRequest): void {
  const origin = req.headers.origin;
  if (origin) {
    const expected = originOf(expectedBrowserOrigin(req));
    if (expected === null || originOf(origin) !== expected) {
      throw new HttpError(403, "cross_origin", "Requests must come from this site");
    }
    return;
  }
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, "cross_origin", "Requests must come from this site");
  }
}
