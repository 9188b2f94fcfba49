import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("a name card adds and removes a favorite, with toasts", async ({ page }) => {
  await open(page, "/baby-names/girls/british");
  const card = page.getByTestId("name-card").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const toggle = card.getByTestId("favorite-toggle");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  await toggle.click();
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Added to favorites");
  await expect(toast).toContainText(`${name} has been added to your favorites.`);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  // The favorite survives a reload (it is stored for this browser's session).
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const again = page.getByTestId("name-card").first().getByTestId("favorite-toggle");
  await expect(again).toHaveAttribute("aria-pressed", "true");

  await again.click();
  await expect(page.getByTestId("toast")).toContainText("Removed from favorites");
  await expect(again).toHaveAttribute("aria-pressed", "false");
});

test("a failed add shows the error toast and leaves the name unsaved", async ({ page }) => {
  await open(page, "/baby-names/boys/british");
  await page.route("**/api/favorites", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
  );
  const toggle = page.getByTestId("name-card").first().getByTestId("favorite-toggle");
  await toggle.click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Failed to add to favorites. Please try again.");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});

test("the toggle is disabled while its request runs, and only one toast shows", async ({ page }) => {
  await open(page, "/baby-names/boys/french");
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/favorites", async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
  const cards = page.getByTestId("name-card");
  const first = cards.nth(0).getByTestId("favorite-toggle");
  await first.click();
  await expect(first).toBeDisabled();
  release();
  await expect(first).toBeEnabled();
  await expect(first).toHaveAttribute("aria-pressed", "true");

  await cards.nth(1).getByTestId("favorite-toggle").click();
  await expect(cards.nth(1).getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("toast")).toHaveCount(1);
});

test("past the favorites limit, adding one more says the list is full", async ({ page, baseURL }) => {
  await open(page, "/baby-names/girls/french");
  // Fill this browser's session to the limit through the API (the page's own cookie jar).
  const ids: string[] = [];
  for (const offset of [0, 200, 400]) {
    const res = await page.request.get(`/api/names/category/language/english?limit=200&offset=${offset}`);
    ids.push(...(await res.json()).names.map((n: { id: string }) => n.id));
  }
  const fill = ids.slice(0, 500);
  const post = (nameId: string) =>
    page.request.post("/api/favorites", { data: { nameId }, headers: { origin: baseURL ?? "" } });
  await post(fill[0]); // the first add creates the session the others join
  for (let i = 1; i < fill.length; i += 25) {
    await Promise.all(fill.slice(i, i + 25).map(post));
  }
  expect((await (await page.request.get("/api/favorites")).json()).favorites).toHaveLength(500);

  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Once the header counts 500, every card shows whether it is a favorite.
  await expect(page.getByTestId("favorites-count").first()).toHaveText("500");
  const toggles = page.getByTestId("favorite-toggle");
  const pressed = await toggles.evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed")));
  const toggle = toggles.nth(pressed.indexOf("false"));
  await toggle.click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Favorites are full");
  await expect(toast).toContainText("You can keep up to 500 favorites. Remove one to add another.");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});
