import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

type NoncedResponse = ServerResponse & { cspNonce?: string };

/** The per-response nonce that server-rendered inline scripts must carry to pass the CSP. */
export function cspNonceOf(res: ServerResponse): string {
  return (res as NoncedResponse).cspNonce ?? "";
}

/**
 * Security headers with a Content-Security-Policy that allows no third-party origin at all, and
 * compression of every answer worth compressing.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (_req, reply) => {
    (reply.raw as NoncedResponse).cspNonce = randomBytes(16).toString("base64");
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
        // React's style props become style attributes, which nonces cannot cover.
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
  // Brotli's default quality (11) costs far more CPU per response than it saves bytes; 5 is the usual trade.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
