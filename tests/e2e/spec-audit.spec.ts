import { expect, test } from "@playwright/test";
import { open } from "./helpers";

// Regional-indicator pairs are emoji flags: they render as two letter boxes without an emoji font.
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

test("country cards show SVG flags, never emoji flags", async ({ page }) => {
  await open(page, "/countries");
  // SPEC's nine, then the other countries (Northern Ireland has no official flag of its own).
  await expect(page.getByTestId("spec-countries").locator("svg[data-flag]")).toHaveCount(9);
  await expect(page.getByTestId("more-countries").locator("svg[data-flag]")).toHaveCount(13);
  expect(await page.locator("main").textContent()).not.toMatch(EMOJI_FLAG);

  await open(page, "/");
  for (const code of ["usa", "uk", "germany", "india"]) {
    await expect(page.locator(`main a[href="/category/country/${code}"] svg[data-flag="${code}"]`)).toHaveCount(1);
  }
  expect(await page.locator("main").textContent()).not.toMatch(EMOJI_FLAG);
});

test("the International tab has six country cards, each with an SVG flag and up to four names", async ({ page }) => {
  await open(page, "/baby-names");
  await page.getByRole("tab", { name: "International" }).click();
  const cards = page.getByTestId("international-card");
  await expect(cards).toHaveCount(6);
  const codes = ["usa", "uk", "germany", "france", "india", "spain"];
  const labels = ["USA", "UK", "Germany", "France", "India", "Spain"];
  for (const [i, code] of codes.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(labels[i]);
    await expect(card.locator(`svg[data-flag="${code}"]`)).toBeVisible();
    const items = card.getByRole("listitem");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(4);
    await expect(items.first().getByText(/^(Boy|Girl|Unisex)$/)).toBeVisible();
  }
  expect(await page.locator("main").textContent()).not.toMatch(EMOJI_FLAG);
});

test("a landing page whose list loads empty shows SPEC's loading text", async ({ page }) => {
  await open(page, "/");
  await page.route("**/api/names/category/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ names: [], total: 0 }) }),
  );
  await page.getByRole("button", { name: "By Origin" }).click();
  await page.getByRole("menuitem", { name: "Latin Girl Names" }).click();
  await expect(page).toHaveURL(/\/names-by-origin\/latin\/girls$/);
  await expect(page.getByTestId("landing-empty")).toHaveText("Loading ...");
  await expect(page.getByTestId("name-card")).toHaveCount(0);
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
});

test("Generate More Names repeats the request with the current filters and replaces the list", async ({ page }) => {
  await open(page, "/");
  const bodies: unknown[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/names/generate") && req.method() === "POST") bodies.push(req.postDataJSON());
  });
  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: "Girl" }).click();
  await page.getByRole("button", { name: "Generate Names" }).click();
  const more = page.getByRole("button", { name: "Generate More Names" });
  await expect(more).toBeVisible();
  await expect(page.getByTestId("name-card")).toHaveCount(6);
  await Promise.all([page.waitForResponse("**/api/names/generate"), more.click()]);
  await expect(more).toBeEnabled();
  await expect(page.getByTestId("name-card")).toHaveCount(6);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ gender: "girl", country: "all", limit: 6 });
});

test("pages are compressed and carry the theme script inline (no render-blocking request)", async ({ request }) => {
  const res = await request.get("/category/country/usa", { headers: { "accept-encoding": "br, gzip" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-encoding"]).toBe("br");
  expect(res.headers().vary).toContain("Accept-Encoding");
  const html = await res.text();
  expect(html).toContain("USA Names");
  expect(html).not.toContain('src="/theme.js"');
  // Inline, allowed by the CSP through its hash: no per-request nonce, so the page can be cached whole.
  expect(html).toMatch(/<script>[\s\S]*?localStorage\.getItem\("theme"\)[\s\S]*?<\/script>/);
  expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);

  const gzip = await request.get("/missing-page", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.status()).toBe(404);
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("404 Page Not Found");
});

test("the category count is a heading, so name cards sit under it in the outline", async ({ page }) => {
  await open(page, "/category/origin/greek");
  await expect(page.getByRole("heading", { level: 2, name: /^\d[\d,]* names found$/ })).toBeVisible();
});
