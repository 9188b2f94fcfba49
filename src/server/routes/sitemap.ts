import type { FastifyInstance } from "fastify";
import type { Catalog } from "../../catalog/catalog";
import { CATEGORY_PATHS, LANDING_PATHS, PAGE_PATHS } from "../../core/site-paths";
import { siteOrigin } from "../site-origin";

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

export async function sitemapRoutes(app: FastifyInstance, opts: { catalog: Catalog }) {
  const slugs = [...opts.catalog.names].map((n) => n.slug).sort();
  const nameFiles = Math.max(1, Math.ceil(slugs.length / URLS_PER_SITEMAP));

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = siteOrigin(req);
    const files = [
      "/sitemaps/pages.xml",
      ...Array.from({ length: nameFiles }, (_, i) => `/sitemaps/names-${i + 1}.xml`),
    ];
    const entries = files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`).join("\n");
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  });

  app.get("/sitemaps/pages.xml", async (req, reply) => {
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return urlset(siteOrigin(req), STATIC_PATHS);
  });

  app.get<{ Params: { n: string } }>("/sitemaps/names-:n.xml", async (req, reply) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1 || n > nameFiles) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    const chunk = slugs.slice((n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP).map((s) => `/names/${s}`);
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return urlset(siteOrigin(req), chunk);
  });

  app.get("/robots.txt", async (req, reply) => {
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /lists/\n\nSitemap: ${siteOrigin(req)}/sitemap.xml\n`;
  });
}
