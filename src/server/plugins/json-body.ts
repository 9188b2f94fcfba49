import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors";

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The path of the first key that could pollute an object's prototype, or null. */
function forbiddenKeyPath(value: unknown, path: string[] = []): string | null {
  if (typeof value !== "object" || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) return [...path, key].join(".");
    const deeper = forbiddenKeyPath(child, [...path, key]);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * JSON bodies, parsed so that a syntax error and a prototype-polluting key get different, accurate
 * answers (Fastify's default parser reports both as invalid JSON).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(new HttpError(400, "invalid_json", "The JSON body is empty"), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new HttpError(400, "invalid_json", "The body is not valid JSON"), undefined);
    }
    const forbidden = forbiddenKeyPath(parsed);
    if (forbidden) {
      return done(
        new HttpError(400, "invalid_input", `The body may not contain the key "${forbidden.split(".").pop()}"`, [
          { field: forbidden, message: "is not an allowed field name" },
        ]),
        undefined,
      );
    }
    done(null, parsed);
  });
}
