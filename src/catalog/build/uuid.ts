import { createHash } from "node:crypto";

/** RFC 4122 namespace for URLs (6ba7b811-…). */
export const NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

/**
 * The namespace of every catalog id: uuidV5(NAMESPACE_URL, "namewise:names"). Fixed forever: changing it
 * would change every id and orphan every favorite.
 */
export const NAME_NAMESPACE = "bde8682a-7b0b-5083-a66e-841801188e36";

/** RFC 4122 version 5 (SHA-1, name-based) UUID. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  if (ns.length !== 16) throw new Error(`bad namespace uuid: ${namespace}`);
  const hash = createHash("sha1").update(ns).update(Buffer.from(name, "utf8")).digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
