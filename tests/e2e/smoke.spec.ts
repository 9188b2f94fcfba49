import { expect, test } from "@playwright/test";

test("the home page loads and shows the generator", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Baby Name Generator" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Name generator" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Names" })).toBeEnabled();
});
