import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("the mobile menu slides in with its groups and closes on navigation", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Baby Names by Country" })).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Names by Origin" })).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Names by Religion" })).toBeVisible();
  await expect(menu.getByRole("heading", { name: "Names by Language" })).toBeVisible();
  // Main links, Favorites, Decide together, countries, origins, religions, languages, A to Z and search.
  await expect(menu.getByRole("link")).toHaveCount(6 + 1 + 1 + 6 + 4 + 6 + 6 + 2);
  await expect(menu.getByRole("link", { name: "All Baby Names" })).toHaveCount(0);

  await menu.getByRole("link", { name: "Trending Names" }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Trending Names" })).toBeVisible();
});

test("pages fit a 360 px screen without sideways scrolling", async ({ page }) => {
  for (const path of [
    "/",
    "/trending",
    "/baby-names",
    "/meanings",
    "/names/olivia",
    "/baby-names/boys/german",
    "/names/letter/s",
    "/search?q=ann",
    "/category/origin/latin?letter=a&sort=az",
  ]) {
    await open(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
