import { expect, test } from "@playwright/test";
import { favoriteFirstAndOpenFavorites, open, seriousViolations } from "./helpers";

test("a shared list opens read-only in another browser with the same names", async ({ page, context, browser }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, "/baby-names/boys/british");
  const cards = page.getByTestId("name-card");
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    names.push((await cards.nth(i).getByRole("heading").textContent())?.trim() ?? "");
    await cards.nth(i).getByTestId("favorite-toggle").click();
    await expect(cards.nth(i).getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  }

  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Favorites/ })
    .click();
  await page.getByRole("button", { name: "Share list" }).click();
  await expect(page.getByTestId("toast")).toContainText("Link created");
  const urlBox = page.getByRole("textbox", { name: /Link to your list/ });
  await expect(urlBox).toHaveValue(/\/lists\/[A-Za-z0-9_-]{22}$/);
  const url = await urlBox.inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByTestId("toast")).toContainText("The link has been copied to your clipboard.");
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Someone else, with their own cookies, opens the link.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    const res = await open(visitor, url);
    expect(res?.status()).toBe(200);
    // Shared lists stay out of search engines.
    expect(await res?.text()).toContain('<meta name="robots" content="noindex" />');
    await expect(visitor.getByRole("heading", { level: 1, name: "A Shared List of Names" })).toBeVisible();
    await expect(visitor.getByText(/3 names someone saved on Namewise/)).toBeVisible();
    const shared = visitor.getByTestId("shared-names").getByTestId("name-card").getByRole("heading");
    expect((await shared.allTextContents()).map((n) => n.trim()).sort()).toEqual([...names].sort());
    // The visitor's own favorites are untouched by opening the list.
    await expect(visitor.getByRole("banner").getByTestId("favorites-count")).toHaveText("0");
  } finally {
    await other.close();
  }

  // The names are in the server HTML too.
  const html = await (await page.request.get(url)).text();
  for (const name of names) expect(html).toContain(`>${name}</a>`);
});

test("a snapshot keeps the names it was made with", async ({ page }) => {
  const name = await favoriteFirstAndOpenFavorites(page, "/baby-names/girls/french");
  await page.getByRole("button", { name: "Share list" }).click();
  const url = await page.getByRole("textbox", { name: /Link to your list/ }).inputValue();
  expect(url).toMatch(/\/lists\//);

  await page.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await open(page, url);
  await expect(page.getByTestId("shared-names").getByRole("heading", { name })).toBeVisible();
});

test("a bad or unknown list id is the 404 page with status 404", async ({ page }) => {
  for (const path of ["/lists/not-a-list-id", "/lists/AAAAAAAAAAAAAAAAAAAAAA"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the favorites page and a shared list have no serious axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await favoriteFirstAndOpenFavorites(page, "/baby-names/girls/german");
    await page.getByRole("button", { name: "Share list" }).click();
    const url = await page.getByRole("textbox", { name: /Link to your list/ }).inputValue();
    await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, url);
    await expect(page.getByTestId("shared-names")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
