import { expect, test } from "@playwright/test";
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

test("the dropdowns offer SPEC's subsets", async ({ page }) => {
  await open(page, "/");
  const countOptions = async (label: string) => {
    await page.getByLabel(label, { exact: true }).click();
    const n = await page.getByRole("option").count();
    await page.keyboard.press("Escape");
    return n;
  };
  // All + SPEC's nine, then the 14 other countries under "More countries".
  expect(await countOptions("Country")).toBe(24);
  expect(await countOptions("Origin")).toBe(8);
  expect(await countOptions("Religion")).toBe(7);
  expect(await countOptions("Language")).toBe(13);
  expect(await countOptions("Gender")).toBe(4);
  expect(await countOptions("Region")).toBe(6);
});
