import { expect, test } from "@playwright/test";
import { LANDING_PATHS } from "../../src/core/site-paths";
import { open, seriousViolations } from "./helpers";

// Every screen of SPEC's route table (all ten landing pages, category pages of each type, the 404
// page, each Baby Names tab, the mobile menu and a generator result), in both themes.
const PATHS = [
  "/",
  "/about",
  "/trending",
  "/countries",
  "/origins",
  "/meanings",
  "/meanings?q=light",
  "/baby-names",
  "/category/country/usa",
  "/category/origin/latin",
  "/category/religion/hindu",
  "/category/language/irish",
  "/category/country/atlantis",
  ...LANDING_PATHS,
  "/names/olivia",
  // Issue 10: another country's trending lists, and a name with its Hebrew spelling.
  "/trending?country=israel",
  "/names/avigail",
  "/missing-page",
];

const BABY_NAMES_TABS = ["Modern Names", "Traditional Names", "International"];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // A full axe scan of a long page takes seconds; more on a busy machine.
      test.slow();
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    });

    for (const path of PATHS) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /\blight\b/);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const tab of BABY_NAMES_TABS) {
      test(`the Baby Names tab ${tab} has no serious or critical axe violations`, async ({ page }) => {
        await open(page, "/baby-names");
        await page.getByRole("tab", { name: tab }).click();
        const panel = page.getByRole("tabpanel");
        await expect(panel.getByRole("listitem").or(panel.getByTestId("name-card")).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("generated names and an open dropdown have no serious or critical axe violations", async ({ page }) => {
      await open(page, "/");
      await page.getByRole("button", { name: "Generate Names" }).click();
      await expect(page.getByRole("button", { name: "Generate More Names" })).toBeVisible();
      expect(await seriousViolations(page), "generated names").toEqual([]);
      await page.getByRole("button", { name: "Baby Names" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect(await seriousViolations(page), "open dropdown").toEqual([]);
    });

    test("the mobile menu has no serious or critical axe violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
