import { expect, test } from "@playwright/test";
import { LANDING_PATHS } from "../../src/core/site-paths";
import { MAIN_ROUTES, open } from "./helpers";

for (const route of MAIN_ROUTES) {
  test(`${route.path} renders its heading on the server, with head metadata`, async ({ page, request }) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(route.heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // Without SITE_URL the canonical link stays relative: it never takes a host from the request.
    expect(html).toContain(`<link rel="canonical" href="${route.path}" />`);
    expect(html).toContain('property="og:title"');

    await open(page, route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
  });
}

for (const path of LANDING_PATHS) {
  test(`landing page ${path} shows a heading, a page of names, its filters and page links`, async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByTestId("name-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(24);
    await expect(page.getByTestId("list-filters")).toBeVisible();
    await expect(page.getByTestId("pager").getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      `${path}?page=2`,
    );
  });
}

test("an unknown path answers 404 with the 404 page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist. Return to our name generator homepage."),
  ).toBeVisible();
});

test("an unknown API path is a JSON 404, not the page", async ({ request }) => {
  const res = await request.get("/api/does-not-exist");
  expect(res.status()).toBe(404);
  expect(res.headers()["content-type"]).toContain("application/json");
});

test("a name page shows the name; an unknown name is a 404", async ({ page }) => {
  await open(page, "/names/olivia");
  await expect(page.getByRole("heading", { level: 1, name: "Olivia" })).toBeVisible();
  const missing = await page.goto("/names/no-such-name-xyz");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("header links highlight the current page and navigate on the client", async ({ page }) => {
  await open(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Countries" }).click();
  await expect(page).toHaveURL(/\/countries$/);
  await expect(nav.getByRole("link", { name: "Countries" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/Names by Country/);
  await expect(page.getByRole("link", { name: /USA/ })).toHaveAttribute("href", "/category/country/usa");
  expect(await page.getByTestId("spec-countries").locator('a[href^="/category/country/"]').count()).toBe(9);
  expect(await page.locator('main a[href^="/category/country/"]').count()).toBe(23);
});

test("the Baby Names and By Origin dropdowns lead to their pages", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("button", { name: "Baby Names" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveCount(7);
  await menu.getByRole("menuitem", { name: "French Girl Names" }).click();
  await expect(page).toHaveURL(/\/baby-names\/girls\/french$/);

  await page.getByRole("button", { name: "By Origin" }).click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveCount(4);
  await page.getByRole("menuitem", { name: "Celtic Scottish Names" }).click();
  await expect(page).toHaveURL(/\/names-by-origin\/celtic\/scottish$/);
});

test("the origins page lists seven origins", async ({ page }) => {
  await open(page, "/origins");
  expect(await page.locator('main a[href^="/category/origin/"]').count()).toBe(7);
});
