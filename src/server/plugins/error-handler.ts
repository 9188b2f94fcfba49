import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { HttpError } from "../errors";
import { isApiPath } from "../paths";
import { errorPageHtml } from "../ssr/error-page";

interface Envelope {
  status: number;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
}

const FASTIFY_CLIENT_ERRORS: Record<string, Omit<Envelope, "details">> = {
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
  FST_CP_ERR_INVALID_CONTENT: {
    status: 400,
    code: "invalid_encoding",
    message: "The body could not be decompressed with the encoding named in Content-Encoding",
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    code: "unsupported_encoding",
    message: "Content-Encoding must be br, gzip, deflate or identity",
  },
  FST_ERR_BAD_URL: { status: 400, code: "bad_url", message: "The address is not a valid URL (a bad % escape)" },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: "uri_too_long",
    message: "A part of the address is longer than 200 characters",
  },
};

/** The app's envelope for any error: known client errors keep their status, anything else is a 500. */
export function envelopeFor(err: FastifyError): Envelope {
  if (err instanceof HttpError) {
    return { status: err.statusCode, code: err.code, message: err.message, details: err.details };
  }
  const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
  if (known) return known;
  if (isDatabaseUnavailable(err)) {
    return { status: 503, code: "unavailable", message: "The service is briefly unavailable; try again in a moment" };
  }
  if (err.statusCode === 429) {
    return { status: 429, code: "rate_limited", message: "Too many requests; try again in a minute" };
  }
  if (err instanceof SyntaxError || err.statusCode === 400) {
    return { status: 400, code: "bad_request", message: "The request could not be read" };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, code: "bad_request", message: err.message };
  }
  return { status: 500, code: "internal", message: "Something went wrong on our side" };
}

function sendEnvelope(reply: FastifyReply, e: Envelope) {
  if (e.status === 503) reply.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  if (e.status >= 400) reply.header("Cache-Control", "no-store");
  return reply.status(e.status).send({ error: { code: e.code, message: e.message, details: e.details } });
}

/** Errors Fastify raises before routing (a bad % escape, an over-long path parameter). */
function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = envelopeFor(err);
  if (isApiPath(req.raw.url ?? "")) return sendEnvelope(reply, e);
  return reply
    .status(e.status)
    .header("Cache-Control", "no-store")
    .type("text/html; charset=utf-8")
    .send(errorPageHtml(e.status, e.message));
}

const CLIENT_ERROR_STATUS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "headers_too_large", "The request headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "request_timeout", "The request took too long to arrive"],
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, garbage). The
 * answer is the app's envelope with Connection: close, so a keep-alive client knows not to reuse it.
 */
function clientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERROR_STATUS[err.code ?? ""] ?? [
    400,
    "bad_request",
    "The request could not be read",
  ];
  const body = JSON.stringify({ error: { code, message } });
  const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[status];
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  } else {
    socket.destroy();
  }
}

/** Options for Fastify() that route its early errors through the app's envelope. */
export const earlyErrorOptions = { frameworkErrors: frameworkError, clientErrorHandler: clientError };

/** Every error becomes the API's JSON envelope; a server fault is logged and never shows its stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The client went away while its answer was being written: nobody is left to answer. (Not
    // req.raw.destroyed: a request whose body has been read is destroyed too, with its socket still open.)
    if (err.code === "ERR_STREAM_PREMATURE_CLOSE" || req.raw.socket?.destroyed === true) {
      req.log.debug({ err }, "client closed the connection");
      return reply.status(499).send();
    }
    const e = envelopeFor(err);
    if (e.status >= 500) req.log.error({ err }, e.status === 503 ? "database unavailable" : "request failed");
    return sendEnvelope(reply, e);
  });
}
