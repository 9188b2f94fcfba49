import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the theme defaults to light, toggles to dark and stays dark after a reload", async ({ page }) => {
  await open(page, "/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // Applied by the head script before first paint, i.e. before any app code runs.
  await page.reload({ waitUntil: "commit" });
  await page.waitForSelector("body");
  await expect(html).toHaveClass(/\bdark\b/);

  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("the system theme follows the operating system preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("theme", "system"));
  await open(page, "/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
