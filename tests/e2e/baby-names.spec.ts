import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("Baby Names 2025 has hero badges and four tabs, Trending Now first", async ({ page }) => {
  await open(page, "/baby-names");
  for (const badge of ["Perfect for Baby", "2025 Trends", "1000+ Options"]) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Trending Now", "Modern Names", "Traditional Names", "International"]);
  await expect(page.getByRole("tab", { name: "Trending Now" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Top Trending Boys" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Top Trending Girls" })).toBeVisible();
  await expect(panel.getByTestId("rank-badge").first()).toHaveText("1");

  await page.getByRole("tab", { name: "Modern Names" }).click();
  await expect(panel.getByRole("heading", { name: "Modern Boy Names" })).toBeVisible();
  await expect(panel.getByTestId("name-card").first()).toBeVisible();
  expect(await panel.getByTestId("name-card").count()).toBeLessThanOrEqual(24);

  await page.getByRole("tab", { name: "Traditional Names" }).click();
  await expect(panel.getByRole("heading", { name: "Traditional Girl Names" })).toBeVisible();
  await expect(panel.getByTestId("name-card").first()).toBeVisible();

  await page.getByRole("tab", { name: "International" }).click();
  const cards = panel.getByTestId("international-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByRole("listitem").first()).toBeVisible();
  for (const card of await cards.all()) expect(await card.getByRole("listitem").count()).toBeLessThanOrEqual(4);
});

test("tabs work with the keyboard", async ({ page }) => {
  await open(page, "/baby-names");
  await page.getByRole("tab", { name: "Trending Now" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Modern Names" })).toHaveAttribute("aria-selected", "true");
});

test("six naming tips are shown", async ({ page }) => {
  await open(page, "/baby-names");
  await expect(page.getByTestId("naming-tip")).toHaveCount(6);
});
