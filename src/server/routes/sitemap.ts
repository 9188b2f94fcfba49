import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Catalog } from "../../catalog/catalog";
import { CATEGORY_PATHS, LANDING_PATHS, PAGE_PATHS } from "../../core/site-paths";
import { configuredSiteUrl, requestOrigin } from "../site-origin";

/** The protocol's limit is 50,000 URLs a file; staying below it leaves room for growth. */
export const URLS_PER_SITEMAP = 45_000;

/** Every route of SPEC's route table that has its own page, plus the site's own additions. */
export const STATIC_PATHS = [...PAGE_PATHS, ...LANDING_PATHS, ...CATEGORY_PATHS];

function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeXml(origin + encodeURI(p))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Sitemaps and robots.txt need absolute URLs. With SITE_URL they are public and cacheable; without it
 * they take the request's own origin, so they are marked no-store: a forged Host header can then
 * reach only the client that sent it, never a shared cache.
 */
function absoluteOrigin(req: FastifyRequest, reply: FastifyReply, type: string): string {
  const configured = configuredSiteUrl();
  reply.type(type).header("Cache-Control", configured ? "public, max-age=3600" : "private, no-store");
  return configured ?? requestOrigin(req);
}

const XML = "application/xml; charset=utf-8";

export async function sitemapRoutes(app: FastifyInstance, opts: { catalog: Catalog }) {
  const slugs = [...opts.catalog.names].map((n) => n.slug).sort();
  const nameFiles = Math.max(1, Math.ceil(slugs.length / URLS_PER_SITEMAP));

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = absoluteOrigin(req, reply, XML);
    const files = [
      "/sitemaps/pages.xml",
      ...Array.from({ length: nameFiles }, (_, i) => `/sitemaps/names-${i + 1}.xml`),
    ];
    const entries = files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`).join("\n");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  });

  app.get("/sitemaps/pages.xml", async (req, reply) => {
    return urlset(absoluteOrigin(req, reply, XML), STATIC_PATHS);
  });

  app.get<{ Params: { n: string } }>("/sitemaps/names-:n.xml", async (req, reply) => {
    // Only the canonical spelling of the number: "0x1" or "01" would serve names-1.xml again.
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    if (n < 1 || n > nameFiles) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    const chunk = slugs.slice((n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP).map((s) => `/names/${s}`);
    return urlset(absoluteOrigin(req, reply, XML), chunk);
  });

  app.get("/robots.txt", async (req, reply) => {
    const origin = absoluteOrigin(req, reply, "text/plain; charset=utf-8");
    return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /lists/\nDisallow: /together/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
}
