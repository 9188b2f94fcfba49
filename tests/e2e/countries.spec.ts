import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the Countries page lists the other countries too, each with its own page", async ({ page }) => {
  await open(page, "/countries");
  const more = page.getByTestId("more-countries");
  await expect(more.getByRole("link", { name: "New Zealand" })).toHaveAttribute(
    "href",
    "/category/country/new-zealand",
  );
  await more.getByRole("link", { name: "Chile" }).click();
  await expect(page).toHaveURL(/\/category\/country\/chile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Chile Names" })).toBeVisible();
  const cards = page.getByTestId("name-card");
  await expect(cards.first()).toBeVisible();
  // Every card on a country's page shows that country.
  for (const card of await cards.all()) await expect(card.getByText("Chile", { exact: true })).toBeVisible();
});

test("the German pages show German birth statistics with the badge Germany", async ({ page }) => {
  for (const path of ["/category/country/germany", "/baby-names/boys/german"]) {
    await open(page, path);
    const cards = page.getByTestId("name-card");
    await expect(cards.first()).toContainText("Adam"); // Berlin's most given boys' name in 2023
    for (const card of await cards.all()) await expect(card.getByText("Germany", { exact: true })).toBeVisible();
  }
});

test("the Trending page offers every country with yearly statistics", async ({ page }) => {
  await open(page, "/trending");
  const choice = page.getByTestId("country-switch");
  await expect(choice.getByRole("link")).toHaveCount(19);
  await expect(choice.getByRole("link", { name: "USA" })).toHaveAttribute("aria-current", "true");
  await choice.getByRole("link", { name: "Chile" }).click();
  await expect(page).toHaveURL(/\/trending\?country=chile$/);
  await expect(choice.getByRole("link", { name: "Chile" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("The most given names in Chile in 2021")).toBeVisible();
  const girls = page.getByRole("heading", { name: "Top Trending Girls" }).locator("..");
  await expect(girls.getByRole("listitem").first()).toContainText("Sofía");
});

test("the server renders another country's trending lists, and answers an unknown one with 404", async ({
  request,
}) => {
  // React separates text pieces with empty comments in server HTML.
  const text = async (path: string) => (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
  const israel = await text("/trending?country=israel");
  expect(israel).toContain("The most given names in Israel in 2024");
  expect(israel).toContain("Avigail");
  expect((await request.get("/trending?country=atlantis")).status()).toBe(404);
  expect(await text("/trending?country=atlantis")).toContain("publishes no yearly birth statistics");
});

test("the generator's country filter lists the other countries under their own heading", async ({ page }) => {
  await open(page, "/");
  await page.getByLabel("Country", { exact: true }).click();
  await expect(page.getByText("More countries", { exact: true })).toBeVisible();
  await page.getByRole("option", { name: "New Zealand" }).click();
  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/names/generate") && r.method() === "POST");
  await page.getByRole("button", { name: "Generate Names" }).click();
  expect((await requestPromise).postDataJSON()).toMatchObject({ country: "new-zealand" });
  await expect(page.getByTestId("name-card")).toHaveCount(6);
});

test("an Israeli name shows its Hebrew spelling, and a register placeholder has no page", async ({ page }) => {
  await open(page, "/names/avigail");
  await expect(page.getByTestId("native-spelling").locator('[lang="he"]')).toHaveText("אביגיל");
  const response = await open(page, "/names/unknown");
  expect(response?.status()).toBe(404);
});
