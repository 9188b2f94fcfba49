import { expect, type Page, test } from "@playwright/test";
import { favoriteFirstAndOpenFavorites, open } from "./helpers";

/** Marks the current document, so a later check can tell that no reload happened. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

test("with no favorites, the page says so and leads to the generator", async ({ page }) => {
  await open(page, "/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Your Favorite Names" })).toBeVisible();
  const empty = page.getByTestId("favorites-empty");
  await expect(empty).toContainText("You have no favorite names yet.");
  await empty.getByRole("link", { name: "Generate names" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Baby Name Generator" })).toBeVisible();
});

test("a favorite added on a list page appears on /favorites without a reload, and can be removed", async ({ page }) => {
  await open(page, "/baby-names/girls/british");
  await markDocument(page);
  const header = page.getByRole("banner");
  const link = header.getByRole("link", { name: /^Favorites/ });
  await expect(header.getByTestId("favorites-count")).toHaveText("0");

  const cards = page.getByTestId("name-card");
  const first = (await cards.nth(0).getByRole("heading").textContent())?.trim() ?? "";
  const second = (await cards.nth(1).getByRole("heading").textContent())?.trim() ?? "";
  await cards.nth(0).getByTestId("favorite-toggle").click();
  await expect(cards.nth(0).getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  await cards.nth(1).getByTestId("favorite-toggle").click();
  await expect(cards.nth(1).getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(header.getByTestId("favorites-count")).toHaveText("2");
  await expect(link).toHaveAccessibleName("Favorites (2 saved)");

  await link.click();
  await expect(page).toHaveURL(/\/favorites$/);
  expect(await stillSameDocument(page)).toBe(true);
  const list = page.getByRole("list", { name: "Favorite names" });
  await expect(list.getByTestId("name-card")).toHaveCount(2);
  await expect(page.getByTestId("favorites-total")).toHaveText("2 names saved");

  // Sorted by when they were added: newest first by default, oldest first on request.
  const headings = list.getByTestId("name-card").getByRole("heading");
  await expect(headings).toHaveText([second, first]);
  await page.getByRole("button", { name: "Oldest first" }).click();
  await expect(headings).toHaveText([first, second]);
  // Each card links to its name page.
  await expect(list.getByRole("link", { name: first, exact: true })).toHaveAttribute("href", /^\/names\//);

  // Remove one, then the other: the list, the count and finally the empty state follow.
  await page.getByRole("button", { name: `Remove ${first}`, exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Removed from favorites");
  await expect(headings).toHaveText([second]);
  await expect(header.getByTestId("favorites-count")).toHaveText("1");
  await list.getByTestId("name-card").getByTestId("favorite-toggle").click();
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(header.getByTestId("favorites-count")).toHaveText("0");
  expect(await stillSameDocument(page)).toBe(true);
});

test("copy all puts the saved names on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const name = await favoriteFirstAndOpenFavorites(page, "/baby-names/boys/german");
  await page.getByRole("button", { name: "Copy all names" }).click();
  await expect(page.getByTestId("toast")).toContainText("1 name has been copied to your clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
});

test("the mobile menu links to favorites with the count", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, "/favorites");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Favorites (0 saved)" })).toHaveAttribute("aria-current", "page");
});
