import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route } from "@playwright/test";

/** Opens a page and waits until React has hydrated the server HTML (buttons work from then on). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

/** Holds matching requests until release() is called, so a pending state can be observed. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

export const MAIN_ROUTES = [
  { path: "/", heading: "Baby Name Generator" },
  { path: "/about", heading: "About Namewise" },
  { path: "/trending", heading: "Trending Names" },
  { path: "/countries", heading: "Baby Names by Country" },
  { path: "/origins", heading: "Baby Names by Origin" },
  { path: "/meanings", heading: "Name Meanings" },
  { path: "/baby-names", heading: "Baby Names 2025" },
  { path: "/category/country/usa", heading: "USA Names" },
];

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
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

/** Favorites the first name card of a list page, then opens /favorites from the header; returns the name. */
export async function favoriteFirstAndOpenFavorites(page: Page, path: string): Promise<string> {
  await open(page, path);
  const card = page.getByTestId("name-card").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByTestId("favorite-toggle").click();
  await expect(card.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Favorites/ })
    .click();
  return name;
}
