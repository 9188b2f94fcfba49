import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json; charset=utf-8",
};

/**
 * Hashed build assets under /assets/ (cached for a year, immutable), and the few unhashed files of
 * the public folder at the site root (theme.js, favicon.svg, robots.txt; cached for an hour).
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(clientDir, "assets"),
    prefix: "/assets/",
    decorateReply: false,
    immutable: true,
    maxAge: "365d",
    index: false,
    list: false,
  });

  for (const file of readdirSync(clientDir)) {
    const path = join(clientDir, file);
    if (file === "index.html" || !statSync(path).isFile()) continue;
    // A route the app already serves (e.g. a generated robots.txt) wins over a file.
    if (app.hasRoute({ method: "GET", url: `/${file}` })) continue;
    const body = readFileSync(path);
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    app.get(`/${file}`, async (_req, reply) =>
      reply.header("Cache-Control", "public, max-age=3600").type(type).send(body),
    );
  }
}
