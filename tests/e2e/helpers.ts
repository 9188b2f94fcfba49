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
