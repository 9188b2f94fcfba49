import { createHash } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** The CSP source that allows one inline script: the base64 sha256 of its exact text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
}

/**
 * Security headers with a Content-Security-Policy that allows no third-party origin at all, and
 * compression of answers not already encoded. Inline scripts are allowed by hash, not by a per-request
 * nonce, so a page's HTML is the same for everyone and can be cached whole.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { inlineScripts?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []).map(scriptHashSource)],
        // React's style props become style attributes, which hashes cannot cover.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli's default quality (11) costs far more CPU per response than it saves bytes; 5 is the usual
  // trade for answers made per request (cached answers are encoded once, at their best, elsewhere).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
