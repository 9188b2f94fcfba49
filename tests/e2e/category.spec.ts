import { expect, test } from "@playwright/test";
import { holdRequests, open } from "./helpers";

test("a category lists names with the count, most popular first", async ({ page }) => {
  await open(page, "/category/origin/latin");
  await expect(page.getByRole("heading", { level: 1, name: "Latin Names" })).toBeVisible();
  await expect(page.getByTestId("names-count")).toHaveText(/^\d[\d,]* names found$/);
  await expect(page.getByTestId("name-card").first()).toBeVisible();
});

test("an unknown category value answers 404 with the empty state, not an invented title", async ({ page }) => {
  const response = await open(page, "/category/country/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No names found" })).toBeVisible();
  await expect(page).not.toHaveTitle(/Atlantis/);
  await expect(page.getByText("No names found in this category. Please try a different category.")).toBeVisible();
  await page.getByRole("link", { name: "Explore More Categories" }).click();
  await expect(page).toHaveURL(/\/countries$/);
});

test("loading then error state when the API fails, with a way home", async ({ page }) => {
  await open(page, "/countries");
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/names/category/**", async (route) => {
    await gate;
    await route.fulfill({ status: 500, body: "Internal error" });
  });
  await page.locator('main a[href="/category/country/france"]').click();
  await expect(page.getByText("Loading names...")).toBeVisible();
  release();
  await expect(page.getByText("Failed to load names. Please try again.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("landing pages show six skeleton tiles while loading", async ({ page }) => {
  await open(page, "/");
  const held = await holdRequests(page, "**/api/names/category/**");
  await page.getByRole("button", { name: "Baby Names" }).click();
  await page.getByRole("menuitem", { name: "German Girl Names" }).click();
  await expect(page.getByTestId("skeleton")).toHaveCount(6);
  held.release();
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
  await expect(page.getByTestId("name-card").first()).toBeVisible();
});
