import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "../errors";

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the body as JSON (Content-Type: application/json)",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "body_too_large", message: "The request body is too large" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "invalid_json", message: "The JSON body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: "The body is not valid JSON" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "invalid_body",
    message: "Content-Length does not match the body",
  },
};

/** Every error becomes the API's JSON envelope; a server fault is logged and never shows its stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, details: err.details } });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send({ error: { code: known.code, message: known.message } });
    if (err instanceof SyntaxError || err.statusCode === 400) {
      return reply.status(400).send({ error: { code: "bad_request", message: "The request could not be read" } });
    }
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: "rate_limited", message: "Too many requests; try again in a minute" } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: { code: "bad_request", message: err.message } });
    }
    req.log.error({ err }, "request failed");
    return reply.status(500).send({ error: { code: "internal", message: "Something went wrong on our side" } });
  });
}
