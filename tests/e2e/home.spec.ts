import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the FAQ keeps one item open at a time and can close it", async ({ page }) => {
  await open(page, "/");
  const questions = page.locator("#main").getByRole("button", { expanded: false }).filter({ hasText: "?" });
  await expect(questions).toHaveCount(5);
  const first = questions.nth(0);
  const second = questions.nth(1);
  const firstName = (await first.textContent()) ?? "";
  const secondName = (await second.textContent()) ?? "";
  const q1 = page.getByRole("button", { name: firstName });
  const q2 = page.getByRole("button", { name: secondName });

  await q1.click();
  await expect(q1).toHaveAttribute("aria-expanded", "true");
  await q2.click();
  await expect(q2).toHaveAttribute("aria-expanded", "true");
  await expect(q1).toHaveAttribute("aria-expanded", "false");
  await q2.click();
  await expect(q2).toHaveAttribute("aria-expanded", "false");
});

test("home shows trending lists with ranks from 1 and category cards", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { name: "Trending Boys" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trending Girls" })).toBeVisible();
  const firstRank = page.getByTestId("rank-badge").first();
  await expect(firstRank).toHaveText("1");
  await expect(firstRank).toHaveAttribute("data-highlight", "true");
  for (const href of [
    "/category/country/usa",
    "/category/country/uk",
    "/category/country/germany",
    "/category/country/india",
  ]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  }
  for (const href of [
    "/category/origin/latin",
    "/category/origin/germanic",
    "/category/origin/hebrew",
    "/category/origin/sanskrit",
  ]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  }
});
