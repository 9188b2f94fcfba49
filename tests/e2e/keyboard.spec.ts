import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("the FAQ works with the keyboard: Enter and Space toggle, arrows move between questions", async ({ page }) => {
  await open(page, "/");
  const faq = page.locator("#main h3 > button[aria-expanded]");
  await expect(faq).toHaveCount(5);
  const [first, second] = [faq.nth(0), faq.nth(1)];

  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region").first()).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("End");
  await expect(faq.nth(4)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  // Tab leaves the question for the next one (the accordion is a list of buttons, not one stop).
  await page.keyboard.press("Tab");
  await expect(second).toBeFocused();
});

test("the Baby Names tabs work with the keyboard: arrows, Home and End, then Tab into the panel", async ({ page }) => {
  await open(page, "/baby-names");
  const tab = (name: string) => page.getByRole("tab", { name });
  await tab("Trending Now").focus();

  await page.keyboard.press("ArrowRight");
  await expect(tab("Modern Names")).toBeFocused();
  await expect(tab("Modern Names")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Modern Boy Names" })).toBeVisible();

  await page.keyboard.press("End");
  await expect(tab("International")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("international-card")).toHaveCount(6);

  await page.keyboard.press("ArrowRight"); // wraps around
  await expect(tab("Trending Now")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab("International")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab("Trending Now")).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
});

test("the header dropdowns open, move and navigate with the keyboard", async ({ page }) => {
  await open(page, "/");
  const trigger = page.getByRole("button", { name: "Baby Names" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "German Boy Names" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "German Girl Names" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "All Baby Names" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/baby-names$/);
  await expect(page.getByRole("heading", { level: 1, name: "Baby Names 2025" })).toBeVisible();
});

test("a generator dropdown opens and picks an option with the keyboard", async ({ page }) => {
  await open(page, "/");
  const gender = page.getByRole("combobox", { name: "Gender" });
  await gender.focus();
  await page.keyboard.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(page.getByRole("option", { name: "All Genders" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Girl" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(gender).toHaveText("Girl");
  await expect(gender).toBeFocused();
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, keeps focus inside and closes with Escape", async ({ page }) => {
    await open(page, "/");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    await expect(menu.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Name Meanings" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/meanings$/);
    await expect(menu).toBeHidden();
  });
});

test("the skip link moves focus past the header to the main content", async ({ page }) => {
  await open(page, "/countries");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
