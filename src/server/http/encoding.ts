import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer with its encodings, made once and served many times. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /** Whether br holds the best (quality 11) encoding yet. */
  best: boolean;
}

/** Bodies smaller than this go out as they are: compression would save less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

/**
 * Encodes a body for the first time: brotli at a fast quality and gzip at its best, both in zlib's
 * thread pool so the event loop stays free. The best brotli (quality 11, ~20× slower) is made later,
 * for bodies that are asked for again (see improve).
 */
export async function encodeBody(body: Buffer): Promise<EncodedBody> {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body, etag, best: true };
  const [br, gz] = await Promise.all([brotliAt(body, 5), gzipAsync(body, { level: 9 })]);
  return { identity: body, br, gzip: gz, etag, best: false };
}

/** The same body with brotli at quality 11. */
export async function improve(encoded: EncodedBody): Promise<EncodedBody> {
  if (encoded.best) return encoded;
  return { ...encoded, br: await brotliAt(encoded.identity, 11), best: true };
}

export function encodedBytes(e: EncodedBody): number {
  return e.identity.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);
}

/** The encoding to send, from Accept-Encoding: br, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Whether If-None-Match names this ETag (weak or strong, in a list or alone). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
