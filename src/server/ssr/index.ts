import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors";
import { EncodedCache } from "../http/encoded-cache";
import { encodeBody } from "../http/encoding";
import { sendEncoded } from "../http/send-encoded";
import { isApiPath } from "../paths";
import { publicOrigin } from "../site-origin";
import { errorPageHtml } from "./error-page";
import { inlineThemeScript, pageEnd, pageStart, parseTemplate, type Template } from "./html";
import { registerStaticFiles } from "./static-files";

export type Inject = (path: string, cookie?: string) => Promise<{ status: number; json: unknown }>;

export interface SsrOptions {
  inject: Inject;
  /** The vite build output holding client/ and ssr/; defaults to <project>/dist. */
  distDir?: string;
  /** Bytes of rendered, encoded pages kept in memory. */
  pageCacheBytes?: number;
}

/** The shape of dist/ssr/entry-server.js (src/client/entry-server.tsx). */
interface ServerEntry {
  render(
    url: string,
    options: { inject: Inject },
  ): Promise<{
    status: number;
    meta: { title: string; description: string; path?: string; noindex?: boolean };
    state: string;
    pipe: (destination: Writable) => void;
    abort: () => void;
  }>;
}

const STATE_ID = "__namewise_state";
const HTML = "text/html; charset=utf-8";
const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
// The build output beside the package (the server runs from the project folder, as npm start does).
const DEFAULT_DIST = join(process.cwd(), "dist");

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

/** Renders a page to its full HTML, with its status. */
async function renderHtml(entry: ServerEntry, template: Template, inject: Inject, url: string) {
  const result = await entry.render(url, { inject });
  const path = result.meta.path ?? new URL(url, "http://localhost").pathname;
  const start = pageStart(template, {
    title: result.meta.title,
    description: result.meta.description,
    canonicalUrl: publicOrigin() + path,
    noindex: result.meta.noindex,
  });
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.on("finish", resolve);
    sink.on("error", reject);
    result.pipe(sink);
  });
  const html = Buffer.concat([Buffer.from(start), ...chunks, Buffer.from(pageEnd(template, STATE_ID, result.state))]);
  return { html, status: result.status };
}

function clientDirOf(distDir: string): string {
  return fileURLToPath(new URL("client/", pathToFileURL(distDir.endsWith("/") ? distDir : `${distDir}/`)));
}

function themeScriptIn(clientDir: string): string | undefined {
  const file = `${clientDir}theme.js`;
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/** The inline scripts pages carry, exactly as written (the CSP allows them by hash). */
export function pageInlineScripts(distDir = DEFAULT_DIST): string[] {
  const theme = themeScriptIn(clientDirOf(distDir));
  return theme ? [inlineThemeScript(theme)] : [];
}

/**
 * Serves the built client and server-renders every non-API GET page. Pages are rendered from the
 * not-found handler, so any route registered by the app (all of /api, with its own JSON 404) wins.
 */
export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const dist = opts.distDir ?? DEFAULT_DIST;
  const clientDir = clientDirOf(dist);
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
  template.themeScript = themeScriptIn(clientDir);
  const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;

  await registerStaticFiles(app, clientDir);

  // Pages carry nothing of the visitor (favorites load in the browser), so each URL is rendered once and
  // its HTML kept, encoded, for everyone; the byte budget bounds what odd query strings can add.
  const pages = new EncodedCache<{ status: number }>(opts.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES);
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
    const page = await pages.get(req.url, async () => {
      const { html, status } = await renderHtml(entry, template, opts.inject, req.url);
      return { body: html, meta: { status }, keep: status === 200 };
    });
    if ("uncached" in page) {
      // An error or empty page is not kept, and no cache may keep it either; it is still compressed.
      const body = await encodeBody(page.body);
      return sendEncoded(req, reply, body, { type: HTML, status: page.meta.status, cacheControl: "no-store" });
    }
    return sendEncoded(req, reply, page.body, { type: HTML });
  });
}
