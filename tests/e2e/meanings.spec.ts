import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("searching by meaning shows at most nine names; Clear resets", async ({ page }) => {
  await open(page, "/meanings");
  const box = page.getByRole("searchbox", { name: "Search names by meaning" });
  await box.fill("light");
  await expect(page.getByRole("heading", { name: "Names meaning “light”" })).toBeVisible();
  const cards = page.getByTestId("name-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(9);
  await expect(page).toHaveURL(/\?q=light$/);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(box).toHaveValue("");
  await expect(cards).toHaveCount(0);
});

test("a category card searches for its first keyword; highlights list at most five", async ({ page }) => {
  await open(page, "/meanings");
  const categories = page.getByTestId("meaning-category");
  await expect(categories).toHaveCount(6);
  for (const c of await categories.all()) expect(await c.getByRole("listitem").count()).toBeLessThanOrEqual(4);
  await page.getByRole("button", { name: "Search “strong”" }).click();
  await expect(page.getByRole("searchbox", { name: "Search names by meaning" })).toHaveValue("strong");
  await expect(page.getByRole("heading", { name: "Names meaning “strong”" })).toBeVisible();
  for (const id of ["spiritual", "nature"]) {
    const list = page.getByTestId(`highlight-${id}`);
    await expect(list.getByRole("listitem").first()).toBeVisible();
    expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(5);
  }
});

test("a search in the URL is rendered on the server", async ({ request }) => {
  const html = await (await request.get("/meanings?q=moon")).text();
  expect(html).toContain("Names meaning “moon”");
  expect(html).toContain('data-testid="name-card"');
});
