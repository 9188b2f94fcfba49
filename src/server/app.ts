import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { LoadedCatalog } from "../catalog/load";
import type { TrustProxy } from "./config";
import type { Db } from "./db/database";
import { favoritesRepo } from "./db/favorites-repo";
import { roomsRepo } from "./db/rooms-repo";
import { sharedListsRepo } from "./db/shared-lists-repo";
import { HttpError } from "./errors";
import { earlyErrorOptions, registerErrorHandler } from "./plugins/error-handler";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerSecurity } from "./plugins/security";
import { createRoomEvents } from "./rooms/room-events";
import { catalogInfoRoutes } from "./routes/catalog-info";
import { favoriteRoutes } from "./routes/favorites";
import { healthRoutes } from "./routes/health";
import { listRoutes } from "./routes/lists";
import { nameRoutes } from "./routes/names";
import { roomRoutes } from "./routes/rooms";
import { sitemapRoutes } from "./routes/sitemap";
import { pageInlineScripts, registerSsr } from "./ssr/index";

export interface AppOptions {
  loaded: LoadedCatalog;
  db: Db;
  cookieSecret: string;
  /** Requests per minute per client on /api; 0 = no limit. */
  rateLimitPerMinute?: number;
  /** Which proxies may set X-Forwarded-*; false (the default) trusts none, so clients cannot forge their address. */
  trustProxy?: TrustProxy;
  /** Serve and server-render the built client (off in API tests, which need no client build). */
  withClient?: boolean;
  logLevel?: string;
}

const BODY_LIMIT_BYTES = 16 * 1024;

/** Marks the server's own in-process requests (server rendering), which the rate limit never counts. */
const INTERNAL_REQUEST_HEADER = "x-namewise-internal";

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? "silent" },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ...earlyErrorOptions,
  });
  // Only JSON bodies are accepted; anything else is a 415.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);
  const internalToken = randomBytes(16).toString("hex");
  registerErrorHandler(app);
  await registerSecurity(app, { inlineScripts: options.withClient === false ? [] : pageInlineScripts() });
  await app.register(cookie, { secret: options.cookieSecret });

  const { catalog } = options.loaded;
  await app.register(
    async (api) => {
      if (options.rateLimitPerMinute) {
        // Keyed on req.ip, which honours X-Forwarded-For only from a trusted proxy (TRUST_PROXY).
        await api.register(rateLimit, {
          max: options.rateLimitPerMinute,
          timeWindow: "1 minute",
          allowList: (req) => req.headers[INTERNAL_REQUEST_HEADER] === internalToken,
        });
      }
      await api.register(nameRoutes, { loaded: options.loaded });
      const favorites = favoritesRepo(options.db);
      await api.register(favoriteRoutes, { catalog, repo: favorites });
      await api.register(listRoutes, { catalog, favorites, lists: sharedListsRepo(options.db) });
      await api.register(roomRoutes, { catalog, favorites, rooms: roomsRepo(options.db), events: createRoomEvents() });
      await api.register(healthRoutes, { catalog, db: options.db });
      await api.register(catalogInfoRoutes, { catalog });
      api.setNotFoundHandler((req) => {
        throw new HttpError(404, "not_found", `No API route ${req.method} ${req.url.split("?")[0]}`);
      });
    },
    { prefix: "/api" },
  );

  await app.register(sitemapRoutes, { catalog });

  if (options.withClient === false) {
    app.setNotFoundHandler((req) => {
      throw new HttpError(404, "not_found", `No route ${req.method} ${req.url.split("?")[0]}`);
    });
  } else {
    await registerSsr(app, {
      inject: async (path, cookieHeader) => {
        const res = await app.inject({
          method: "GET",
          url: path,
          headers: { [INTERNAL_REQUEST_HEADER]: internalToken, ...(cookieHeader ? { cookie: cookieHeader } : {}) },
        });
        let json: unknown = null;
        try {
          json = res.json();
        } catch {
          json = null;
        }
        return { status: res.statusCode, json };
      },
    });
  }
  return app;
}
