import { expect, test } from "@playwright/test";
import { CATALOG_COUNTRIES, CATALOG_LANGUAGES, CATALOG_ORIGINS } from "../../src/core/enums";
import { holdRequests, open } from "./helpers";

test("the generator shows its pending state, then results, then generates more", async ({ page }) => {
  await open(page, "/");
  const generate = page.getByRole("button", { name: "Generate Names" });
  await expect(page.getByRole("button", { name: "Generate More Names" })).toHaveCount(0);

  const held = await holdRequests(page, "**/api/names/generate");
  await generate.click();
  const pending = page.getByRole("button", { name: "Generating Names..." });
  await expect(pending).toBeDisabled();
  held.release();

  const cards = page.getByTestId("name-card");
  await expect(cards).toHaveCount(6);
  const more = page.getByRole("button", { name: "Generate More Names" });
  await expect(more).toBeEnabled();

  await page.unroute("**/api/names/generate");
  const heldAgain = await holdRequests(page, "**/api/names/generate");
  await more.click();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  heldAgain.release();
  await expect(page.getByRole("button", { name: "Generate More Names" })).toBeEnabled();
  await expect(cards).toHaveCount(6);
});

test("the generator sends the chosen filters and limit", async ({ page }) => {
  await open(page, "/");
  await page.getByLabel("Gender", { exact: true }).click();
  await page.getByRole("option", { name: "Girl", exact: true }).click();
  await page.getByLabel("Number of Names", { exact: true }).click();
  await page.getByRole("option", { name: "3 names" }).click();

  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/names/generate") && r.method() === "POST");
  await page.getByRole("button", { name: "Generate Names" }).click();
  const request = await requestPromise;
  expect(request.postDataJSON()).toEqual({
    country: "all",
    gender: "girl",
    origin: "all",
    religion: "all",
    language: "all",
    region: "all",
    limit: 3,
  });
  const cards = page.getByTestId("name-card");
  await expect(cards).toHaveCount(3);
  for (const badge of await cards.getByText("Girl", { exact: true }).all()) await expect(badge).toBeVisible();
});

test("the dropdowns offer every catalog country, origin and language, and a first letter", async ({ page }) => {
  await open(page, "/");
  const optionsOf = async (label: string) => {
    await page.getByLabel(label, { exact: true }).click();
    const names = await page.getByRole("option").allTextContents();
    await page.keyboard.press("Escape");
    return names;
  };
  const countries = await optionsOf("Country");
  expect(countries.length).toBe(CATALOG_COUNTRIES.length + 1);
  expect(countries).toEqual(
    expect.arrayContaining(["All Countries", "USA", "Ireland", "Scotland", "Northern Ireland"]),
  );
  expect(await optionsOf("Origin")).toHaveLength(CATALOG_ORIGINS.length); // all, and every origin but "unknown"
  expect(await optionsOf("Language")).toHaveLength(CATALOG_LANGUAGES.length + 1);
  expect(await optionsOf("Religion")).toHaveLength(7);
  expect(await optionsOf("Gender")).toHaveLength(4);
  expect(await optionsOf("Region")).toHaveLength(6);
  expect(await optionsOf("First Letter")).toHaveLength(27);
});
