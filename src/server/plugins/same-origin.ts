import type { FastifyRequest } from "fastify";
import { HttpError } from "../errors";

/**
 * State-changing calls must come from the site's own pages: the browser's Origin (or Sec-Fetch-Site)
 * must match the host. Requests without either header are not from a browser page and cannot carry a
 * victim's cookie across sites, so they pass.
 */
export function assertSameOrigin(req: FastifyRequest): void {
  const origin = req.headers.origin;
  if (origin) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host !== req.headers.host) throw new HttpError(403, "cross_origin", "Requests must come from this site");
    return;
  }
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, "cross_origin", "Requests must come from this site");
  }
}
