import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the header search finds a name with the keyboard: type, arrow down, Enter", async ({ page }) => {
  await open(page, "/about");
  await page.getByRole("button", { name: "Search names" }).click();
  const box = page.getByRole("combobox", { name: "Search names" });
  await expect(box).toBeFocused();
  await box.pressSequentially("siobhan");
  const options = page.getByRole("option");
  await expect(options.first()).toContainText("Siobhan");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/names\/siobhan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Siobhan" })).toBeVisible();
});

test("Escape closes the suggestions, and Enter with none chosen opens the search page", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("button", { name: "Search names" }).click();
  const box = page.getByRole("combobox", { name: "Search names" });
  await box.pressSequentially("zoe");
  await expect(page.getByRole("option").first()).toBeVisible();
  await box.press("Escape");
  await expect(page.getByRole("option")).toHaveCount(0);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=zoe$/);
  const matches = page.getByTestId("name-matches");
  await expect(matches.getByRole("heading", { name: "Zoe", exact: true })).toBeVisible();
  await expect(matches.getByRole("heading", { name: "Zoë", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page links to the name, and A to Z pages page with real links", async ({ page }) => {
    await page.goto("/search?q=siobhan");
    await expect(page.locator('a[href="/names/siobhan"]').first()).toBeVisible();
    await page.goto("/names/letter/s?gender=girl&page=2");
    await expect(page.getByRole("heading", { level: 1, name: "Names Starting with S" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    const names = await page.getByTestId("name-card").getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.trim().normalize("NFD")[0].toLowerCase()).toBe("s");
  });

  test("the generator form submits to the home page, which renders the draw", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Gender", { exact: true }).selectOption("girl");
    await page.getByLabel("First Letter", { exact: true }).selectOption("M");
    await page.getByRole("button", { name: "Generate Names" }).click();
    await expect(page).toHaveURL(/[?&]startingLetter=M/);
    const names = await page.getByTestId("name-card").getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.trim().normalize("NFD")[0]).toBe("M");
  });
});

test("generating with a first letter draws only names with that letter", async ({ page }) => {
  await open(page, "/");
  await page.getByLabel("First Letter", { exact: true }).click();
  await page.getByRole("option", { name: "K", exact: true }).click();
  await page.getByRole("button", { name: "Generate Names" }).click();
  const headings = page.getByTestId("name-card").getByRole("heading");
  await expect(headings.first()).toBeVisible();
  for (const n of await headings.allTextContents()) expect(n.trim().normalize("NFD")[0]).toBe("K");
});

test("on a phone the results scroll into view and their heading takes focus", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await open(page, "/");
  await page.getByRole("button", { name: "Generate Names" }).click();
  const heading = page.getByRole("heading", { name: "Your Generated Names" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await context.close();
});

test("Back after paging a list returns to the same place in it", async ({ page }) => {
  await open(page, "/category/origin/latin");
  await page.getByTestId("pager").scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await page.getByTestId("pager").getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/origin\/latin$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test("a category filters by gender from its URL, and trending switches country", async ({ page }) => {
  await open(page, "/category/religion/muslim?gender=boy");
  const badges = page.getByTestId("name-card").getByText(/^(Boy|Girl|Unisex)$/);
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(["Boy"]));

  await open(page, "/trending?country=france");
  await expect(page.getByText(/The most given names in France in 2020/)).toBeVisible();
  const lists = page.locator("main");
  await expect(lists.getByText("Léo", { exact: true }).first()).toBeVisible();
  await expect(lists.getByText("Jade", { exact: true }).first()).toBeVisible();
  await page.getByTestId("country-switch").getByRole("link", { name: "USA" }).click();
  await expect(page).toHaveURL(/\/trending$/);
});
