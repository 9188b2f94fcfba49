import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("a name page shows meaning, pronunciation, a labelled chart, its data table and linked variants", async ({
  page,
}) => {
  // Olivia's data table holds every series: 19 countries and 15 provinces, states and cities, both sexes.
  test.setTimeout(60_000);
  await open(page, "/names/olivia");
  await expect(page.getByRole("heading", { level: 1, name: "Olivia" })).toBeVisible();
  await expect(page.getByTestId("pronunciation")).toContainText("oh-LIV-ee-uh");
  await expect(page.getByTestId("pronunciation")).toContainText("/əˈlɪv.i.ə/");
  await expect(page.getByTestId("confidence")).toHaveText("Established etymology: the meaning is well documented.");
  await expect(page.getByTestId("meaning-facts").getByRole("link", { name: "Latin" })).toHaveAttribute(
    "href",
    "/category/origin/latin",
  );

  // The chart: a figure named by its caption, an SVG image with a description, axes, one line per series, a legend.
  const chart = page.getByRole("figure", { name: /Rank per year, 1880–2025/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /Olivia's rank per year from 1880 to 2025/);
  await expect(chart.getByText("Year", { exact: true })).toBeVisible();
  await expect(chart.getByText("Rank", { exact: true })).toBeVisible();
  await expect(chart.getByText("#1", { exact: true })).toBeVisible();
  const legend = chart.getByRole("list", { name: /Legend/ });
  await expect(legend.getByRole("button", { name: "England & Wales (ONS), girls" })).toBeVisible();
  const lines = chart.locator("path[data-series]");
  expect(await lines.count()).toBeGreaterThan(3);
  // Provinces and states are in the legend but start hidden.
  expect(await lines.count()).toBe(await legend.locator('button[aria-pressed="true"]').count());
  const quebec = legend.getByRole("button", { name: "Québec, Canada, girls" });
  await expect(quebec).toHaveAttribute("aria-pressed", "false");
  await quebec.click();
  await expect(chart.locator('path[data-series="canada:quebec-girl"]')).toHaveCount(1);

  // A legend entry hides and shows its line.
  const ukLine = chart.locator('path[data-series="uk-girl"]');
  await expect(ukLine).toHaveCount(1);
  await legend.getByRole("button", { name: "England & Wales (ONS), girls" }).click();
  await expect(ukLine).toHaveCount(0);
  await legend.getByRole("button", { name: "England & Wales (ONS), girls" }).click();
  await expect(ukLine).toHaveCount(1);

  // The data table behind the chart, closed until asked for.
  const table = page.getByRole("table", { name: /Olivia: rank and number of births per year/ });
  await expect(table).toBeHidden();
  await page.getByText("Show the data as a table").click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "United States (SSA), girls" })).toBeVisible();
  await expect(table.getByRole("row", { name: /^2024 / })).toContainText("#1 (14,718 girls)");
  expect(await table.getByRole("row").count()).toBeGreaterThan(100);

  // Latest rank per country with its year, the trend in words, first and peak year.
  const ranks = page.getByRole("table", { name: "Latest rank per country" });
  await expect(ranks.getByRole("row", { name: /England & Wales \(ONS\) Girls 2024 #1/ })).toBeVisible();
  // Each province after its country; the few boys called Olivia below the fold.
  await expect(ranks.getByRole("row", { name: /Québec, Canada Girls 2020 #1 543/ })).toBeVisible();
  await expect(ranks.getByRole("row", { name: /Boys/ })).toHaveCount(0);
  const few = page.getByTestId("few-births-ranks");
  await expect(few.getByText("Also given to a few boys")).toBeVisible();
  await expect(few.getByRole("table")).toBeHidden();
  await few.getByText("Also given to a few boys").click();
  await expect(few.getByRole("row", { name: /United States \(SSA\) Boys 2024/ })).toBeVisible();
  await expect(page.getByText("#1 among girls in United States (SSA) in both 2019 and 2024.")).toBeVisible();

  // Similar names are cards linking to their pages.
  const similar = page.getByTestId("name-card").first();
  await expect(similar.getByRole("link")).toHaveAttribute("href", /^\/names\//);

  // Variants link to their own pages.
  const variant = page.getByTestId("variants").getByRole("link", { name: "Livia", exact: true });
  await expect(variant).toHaveAttribute("href", "/names/livia");
  await variant.click();
  await expect(page).toHaveURL(/\/names\/livia$/);
  await expect(page.getByRole("heading", { level: 1, name: "Livia" })).toBeVisible();
  await expect(page).toHaveTitle(/^Livia: meaning, origin and popularity/);
});

test("the server HTML holds the content, per-name meta, the chart and JSON-LD", async ({ request }) => {
  const res = await request.get("/names/olivia");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Olivia: meaning, origin and popularity | Namewise</title>");
  expect(html).toMatch(
    /<meta name="description" content="Olivia is a girl&#39;s name of Latin origin meaning “olive tree”\./,
  );
  expect(html).toContain('<link rel="canonical" href="/names/olivia" />');
  expect(html).toMatch(/<meta property="og:title" content="Olivia: meaning, origin and popularity \| Namewise" \/>/);
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Line chart of Olivia&#x27;s rank per year/);
  expect(html).toContain("Show the data as a table");

  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  expect(ld).not.toBeNull();
  const data = JSON.parse(ld?.[1] ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: "Olivia",
    description: "olive tree",
    inDefinedTermSet: { "@type": "DefinedTermSet" },
  });
  expect(data.alternateName).toContain("Livia");
});

test("JSON-LD survives hydration and the page raises no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await open(page, "/names/olivia");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(json ?? "{}")["@type"]).toBe("DefinedTerm");
  expect(violations).toEqual([]);
});

test("Listen reads the name aloud with a voice of its language", async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: Array<{ text: string; lang: string }> = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    class FakeUtterance {
      text: string;
      lang = "";
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const voices = [
      { name: "Test Japanese", lang: "ja-JP", localService: true, default: false, voiceURI: "ja" },
      { name: "Test English", lang: "en-GB", localService: true, default: true, voiceURI: "en" },
    ];
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (u: FakeUtterance) => {
          spoken.push({ text: u.text, lang: u.lang });
          u.onend?.();
        },
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  await open(page, "/names/olivia");
  const listen = page.getByRole("button", { name: "Listen to Olivia (English voice)" });
  await listen.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken))
    .toEqual([{ text: "Olivia", lang: "en-GB" }]);
});

test("without a voice for the name's languages, Listen explains why it is unavailable", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => [{ name: "Test Japanese", lang: "ja-JP", localService: true, default: true, voiceURI: "ja" }],
        speak: () => {},
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  await open(page, "/names/olivia");
  await expect(page.getByTestId("listen-unavailable")).toHaveText(
    "Listening is not available: this browser has no English voice.",
  );
  await expect(page.getByRole("button", { name: /^Listen/ })).toHaveCount(0);
});

test("an unknown name is the 404 page with status 404", async ({ page }) => {
  const res = await page.goto("/names/no-such-name-at-all");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});
