import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** Parses XML with the browser's own parser: throws when it is not well-formed; returns every <loc>. */
async function locsOf(page: Page, xml: string): Promise<{ root: string; locs: string[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("not well-formed XML");
    return {
      root: doc.documentElement.localName,
      locs: [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
        (l) => l.textContent ?? "",
      ),
    };
  }, xml);
}

async function getXml(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()["content-type"], url).toContain("xml");
  return res.text();
}

test("the sitemap index and its sitemaps are well-formed and their URLs answer", async ({ page, request }) => {
  // Four name sitemaps of up to 45,000 URLs each (140,000 names) are parsed in the browser.
  test.setTimeout(60_000);
  await page.goto("about:blank");
  const index = await locsOf(page, await getXml(request, "/sitemap.xml"));
  expect(index.root).toBe("sitemapindex");
  expect(index.locs.length).toBeGreaterThanOrEqual(2);

  const pages: string[] = [];
  for (const loc of index.locs) {
    const file = await locsOf(page, await getXml(request, new URL(loc).pathname));
    expect(file.root).toBe("urlset");
    pages.push(...file.locs);
  }
  const paths = pages.map((u) => decodeURI(new URL(u).pathname));
  for (const path of ["/", "/about", "/trending", "/favorites", "/category/country/usa"]) {
    expect(paths, path).toContain(path);
  }
  const names = paths.filter((p) => p.startsWith("/names/"));
  expect(names.length).toBeGreaterThan(1000);
  expect(names).toContain("/names/olivia");

  // A sample: static routes and name pages from the start, middle and end, plus one with an accent.
  const accented = names.find((p) => [...p].some((c) => c.charCodeAt(0) > 127));
  const sample = [
    "/",
    "/baby-names",
    "/names-by-origin/celtic/irish",
    names[0],
    names[Math.floor(names.length / 2)],
    names[names.length - 1],
    ...(accented ? [accented] : []),
  ];
  for (const path of sample) {
    const res = await request.get(encodeURI(path));
    expect(res.status(), path).toBe(200);
  }

  // And one of them in the browser, as a visitor would land on it.
  const res = await page.goto(encodeURI(names[Math.floor(names.length / 3)]));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("meaning-facts")).toBeVisible();
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
});
