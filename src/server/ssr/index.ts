import { existsSync, readFileSync } from "node:fs";
import { pipeline, type Readable, Transform, type Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createBrotliCompress, createGzip, constants as zlib } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../errors";
import { isApiPath } from "../paths";
import { cspNonceOf } from "../plugins/security";
import { publicOrigin } from "../site-origin";
import { errorPageHtml } from "./error-page";
import { pageEnd, pageStart, parseTemplate, type Template } from "./html";
import { registerStaticFiles } from "./static-files";

export type Inject = (path: string, cookie?: string) => Promise<{ status: number; json: unknown }>;

export interface SsrOptions {
  inject: Inject;
  /** The vite build output holding client/ and ssr/; defaults to <project>/dist. */
  distDir?: string;
}

/** The shape of dist/ssr/entry-server.js (src/client/entry-server.tsx). */
interface ServerEntry {
  render(
    url: string,
    options: { inject: Inject; nonce?: string },
  ): Promise<{
    status: number;
    meta: { title: string; description: string; path?: string; noindex?: boolean };
    state: string;
    pipe: (destination: Writable) => void;
    abort: () => void;
  }>;
}

const STATE_ID = "__namewise_state";
const PAGE_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
const DEFAULT_DIST = fileURLToPath(new URL("../../../dist/", import.meta.url));

/** Line breaks and control characters cannot be part of any page's address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNADDRESSABLE = /[\u0000-\u001f\u007f\u2028\u2029]/;

function hasUnaddressablePath(url: string): boolean {
  try {
    return UNADDRESSABLE.test(decodeURIComponent(url.split("?")[0]));
  } catch {
    return true;
  }
}

/**
 * The encoding for a page, from Accept-Encoding (br, then gzip). Pages are answered from the
 * not-found handler, which @fastify/compress does not hook into, so they are compressed here.
 */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
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

async function renderPage(
  entry: ServerEntry,
  template: Template,
  inject: Inject,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const nonce = cspNonceOf(reply.raw) || undefined;
  const result = await entry.render(req.url, { inject, nonce });
  const path = result.meta.path ?? new URL(req.url, "http://localhost").pathname;
  const start = pageStart(
    template,
    {
      title: result.meta.title,
      description: result.meta.description,
      canonicalUrl: publicOrigin() + path,
      noindex: result.meta.noindex,
    },
    nonce,
  );
  const end = pageEnd(template, STATE_ID, result.state);

  const body = new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      callback(null, end);
    },
  });
  body.push(start);
  req.raw.on("close", () => {
    if (!body.writableFinished) result.abort();
  });
  result.pipe(body);

  let payload: Readable = body;
  const encoding = pageEncoding(req.headers["accept-encoding"]);
  if (encoding) {
    const compressor =
      encoding === "br" ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
    payload = pipeline(body, compressor, (error) => {
      // A visitor who leaves mid-page closes the stream early: not worth a warning.
      if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        req.log.warn({ err: error }, "page compression failed");
      }
    });
    reply.header("Content-Encoding", encoding);
  }

  return reply
    .status(result.status)
    .header("Cache-Control", result.status === 200 ? PAGE_CACHE_CONTROL : "no-store")
    .header("Vary", "Accept-Encoding")
    .type("text/html; charset=utf-8")
    .send(payload);
}

/**
 * Serves the built client and server-renders every non-API GET page. Pages are rendered from the
 * not-found handler, so any route registered by the app (all of /api, with its own JSON 404) wins.
 */
export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const dist = opts.distDir ?? DEFAULT_DIST;
  const clientDir = fileURLToPath(new URL("client/", pathToFileURL(dist.endsWith("/") ? dist : `${dist}/`)));
  const ssrEntry = fileURLToPath(new URL("ssr/entry-server.js", pathToFileURL(dist.endsWith("/") ? dist : `${dist}/`)));
  if (!existsSync(`${clientDir}index.html`) || !existsSync(ssrEntry)) {
    // The API still works (scripts/dev.ts serves the client with Vite); pages say what is missing.
    app.log.warn(`No client build in ${dist}: pages are not served until "npm run build" has run`);
    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split("?")[0];
      if (isApiPath(path)) throw new HttpError(404, "not_found", `No API route ${req.method} ${path}`);
      return reply.status(503).type("text/plain; charset=utf-8").send('The client is not built: run "npm run build".');
    });
    return;
  }
  const template = parseTemplate(readFileSync(`${clientDir}index.html`, "utf8"));
  if (existsSync(`${clientDir}theme.js`)) template.themeScript = readFileSync(`${clientDir}theme.js`, "utf8").trim();
  const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;

  await registerStaticFiles(app, clientDir);

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split("?")[0];
    if (isApiPath(path)) throw new HttpError(404, "not_found", `No API route ${req.method} ${path}`);
    if ((req.method !== "GET" && req.method !== "HEAD") || path.startsWith("/assets/")) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (hasUnaddressablePath(req.url)) {
      return reply
        .status(400)
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .send(errorPageHtml(400, "The address contains characters no page address can have"));
    }
    return renderPage(entry, template, opts.inject, req, reply);
  });
}
