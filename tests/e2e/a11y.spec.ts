import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { open } from "./helpers";

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
  "/baby-names/boys/german",
  "/baby-names/girls/german",
  "/baby-names/boys/french",
  "/baby-names/girls/french",
  "/baby-names/boys/british",
  "/baby-names/girls/british",
  "/names-by-origin/latin/boys",
  "/names-by-origin/latin/girls",
  "/names-by-origin/celtic/irish",
  "/names-by-origin/celtic/scottish",
  "/names/olivia",
  "/missing-page",
];

const BABY_NAMES_TABS = ["Modern Names", "Traditional Names", "International"];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

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
