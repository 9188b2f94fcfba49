import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import "@fastify/cookie";

export const SESSION_COOKIE = "sid";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isSecure(req: FastifyRequest): boolean {
  return req.protocol === "https";
}

/** The visitor's anonymous session id from the signed cookie, or null when absent or tampered with. */
export function readSession(req: FastifyRequest): string | null {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^[0-9a-f]{32}$/.test(unsigned.value) ? unsigned.value : null;
}

/** The session id, creating one (128 random bits, signed, HttpOnly, SameSite=Lax, a year) when missing. */
export function ensureSession(req: FastifyRequest, reply: FastifyReply): string {
  const existing = readSession(req);
  if (existing) return existing;
  const id = randomBytes(16).toString("hex");
  reply.setCookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(req),
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
