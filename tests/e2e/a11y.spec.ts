import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { open } from "./helpers";

const PATHS = [
  "/",
  "/about",
  "/trending",
  "/countries",
  "/origins",
  "/meanings",
  "/baby-names",
  "/category/country/usa",
  "/baby-names/boys/german",
  "/names-by-origin/celtic/irish",
  "/names/olivia",
  "/missing-page",
];

for (const theme of ["light", "dark"] as const) {
  for (const path of PATHS) {
    test(`${path} has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await open(page, path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /\blight\b/);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 5)
              .join(", ")}`,
        );
      expect(serious).toEqual([]);
    });
  }
}
