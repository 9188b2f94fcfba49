import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sharedCatalog, suiteApp } from "../test-support";
import { URLS_PER_SITEMAP } from "./sitemap";

const suite = suiteApp();

function parseXml(xml: string): Document {
  const doc = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

/** The <loc> texts of a sitemap already parsed as well-formed (a live DOM collection is slow on 45,000 nodes). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("sitemaps", () => {
  it("index every name page and static route in well-formed files under the size limit", {
    timeout: 120_000,
  }, async () => {
    const headers = { host: "namewise.test" };
    const index = await suite().inject({ method: "GET", url: "/sitemap.xml", headers });
    expect(index.headers["content-type"]).toContain("application/xml");
    parseXml(index.body);
    const files = locs(index.body);
    expect(files[0]).toBe("http://namewise.test/sitemaps/pages.xml");

    const pageUrls: string[] = [];
    for (const file of files) {
      const res = await suite().inject({ method: "GET", url: new URL(file).pathname, headers });
      expect(res.statusCode).toBe(200);
      parseXml(res.body);
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
      pageUrls.push(...urls);
    }
    const { catalog } = sharedCatalog();
    const nameUrls = pageUrls.filter((u) => u.includes("/names/"));
    expect(nameUrls).toHaveLength(catalog.names.length);
    expect(pageUrls).toContain("http://namewise.test/baby-names/girls/french");

    // Every name URL names a catalog entry, and an even sample of them resolves through the API.
    const slugOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace("/names/", ""));
    expect(nameUrls.filter((u) => !catalog.bySlug.has(slugOf(u)))).toEqual([]);
    const step = Math.ceil(nameUrls.length / 20);
    for (let i = 0; i < nameUrls.length; i += step) {
      const res = await suite().inject({ method: "GET", url: `/api/names/${encodeURIComponent(slugOf(nameUrls[i]))}` });
      expect(res.statusCode, nameUrls[i]).toBe(200);
    }
  });

  it("answers an out-of-range or non-canonical sitemap number with 404", async () => {
    for (const n of ["999", "0", "0x1", "01", "1e0", "1.0"]) {
      expect((await suite().inject({ method: "GET", url: `/sitemaps/names-${n}.xml` })).statusCode, n).toBe(404);
    }
    expect((await suite().inject({ method: "GET", url: "/sitemaps/names-1.xml" })).statusCode).toBe(200);
  });

  it("points robots.txt at the sitemap", async () => {
    const res = await suite().inject({ method: "GET", url: "/robots.txt", headers: { host: "namewise.test" } });
    expect(res.body).toContain("Sitemap: http://namewise.test/sitemap.xml");
  });
});
