import { expect, type Page, test } from "@playwright/test";
import { open } from "./helpers";

// Issue 5: the browser hydrates the server's HTML with no mismatch and nothing moves once it is shown.
const PATHS = [
  "/",
  "/about",
  "/trending",
  "/countries",
  "/origins",
  "/meanings?q=light",
  "/baby-names",
  "/category/country/usa",
  "/category/origin/latin",
  "/baby-names/girls/french",
  "/names-by-origin/celtic/irish",
  "/names/olivia",
  "/favorites",
  "/no-such-page",
];

/** Console errors and warnings, and React's recoverable (hydration) errors, from the page's start. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

for (const path of PATHS) {
  test(`${path} hydrates without warnings or layout shift`, async ({ page }) => {
    const problems = collectProblems(page);
    // The 404 page answers 404, which Chromium reports as a failed resource load: expected, not a problem.
    await open(page, path);
    await page.waitForLoadState("networkidle");
    const relevant = problems.filter((p) => !(path === "/no-such-page" && /404 \(Not Found\)/.test(p)));
    expect(relevant).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}
