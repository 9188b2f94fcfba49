import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { open, seriousViolations } from "./helpers";

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The name on the rating card, once one is shown. */
async function cardName(page: Page): Promise<string> {
  const heading = page.getByTestId("rating-card").getByRole("heading", { level: 2 });
  await expect(heading).toBeVisible();
  return (await heading.textContent())?.trim() ?? "";
}

async function rate(page: Page, rating: "love" | "like" | "no") {
  const name = await cardName(page);
  await page.getByTestId(`rate-${rating}`).click();
  await expect(page.getByTestId("rating-card").getByRole("heading", { level: 2 })).not.toHaveText(name);
  return name;
}

test("two browsers decide together: invite, join, rate, and a match appears for both without a reload", async ({
  browser,
}) => {
  test.slow();
  const alice = await newPage(browser);
  const bob = await newPage(browser);
  const carol = await newPage(browser);

  // Alice saves a name, then opens a room from her favorites.
  await open(alice.page, "/baby-names/girls/french");
  const card = alice.page.getByTestId("name-card").first();
  const favorite = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByTestId("favorite-toggle").click();
  await expect(card.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
  await open(alice.page, "/favorites");
  await alice.page.getByRole("button", { name: "Decide together" }).click();
  await expect(alice.page).toHaveURL(/\/together\/[A-Za-z0-9_-]{22}$/);
  expect(await cardName(alice.page)).toBe(favorite);
  const invite = await alice.page.getByTestId("invite-url").inputValue();
  expect(invite).toMatch(/\/together\/[A-Za-z0-9_-]{22}\?invite=[A-Za-z0-9_-]{22}$/);

  // Bob opens the link and joins.
  await open(bob.page, new URL(invite).pathname + new URL(invite).search);
  await bob.page.getByRole("button", { name: "Join the room" }).click();
  await expect(bob.page.getByTestId("participants")).toHaveText("2 people in this room");

  // Both love the favorite: it becomes a match on both screens, live.
  await expect(alice.page.getByTestId("participants")).toHaveText("2 people in this room");
  expect(await rate(alice.page, "love")).toBe(favorite);
  expect(await cardName(bob.page)).toBe(favorite);
  await rate(bob.page, "love");
  for (const who of [alice.page, bob.page]) {
    await expect(who.getByTestId("match").filter({ hasText: favorite })).toHaveCount(1);
  }

  // Alice likes the next name; Bob says no to what he is shown until that name comes up, then no to it
  // as well: it never becomes a match.
  const vetoed = await rate(alice.page, "like");
  for (let i = 0; i < 5 && (await cardName(bob.page)) !== vetoed; i++) await rate(bob.page, "no");
  expect(await cardName(bob.page)).toBe(vetoed);
  await rate(bob.page, "no");
  await expect(alice.page.getByTestId("match")).toHaveCount(1);
  await expect(alice.page.getByTestId("match").filter({ hasText: vetoed })).toHaveCount(0);

  // A third browser without the invite is kept out.
  const roomPath = new URL(invite).pathname;
  const refused = await carol.page.request.get(`/api/rooms/${roomPath.split("/").pop()}`);
  expect(refused.status()).toBe(403);
  await open(carol.page, roomPath);
  await expect(
    carol.page.getByText("This room is private. Ask the person who made it for an invite link."),
  ).toBeVisible();

  for (const { context } of [alice, bob, carol]) await context.close();
});

test("the keyboard rates the name on the card, and the surname shows each match as a full name", async ({
  browser,
}) => {
  const alice = await newPage(browser);
  const bob = await newPage(browser);
  await open(alice.page, "/together");
  await alice.page.getByRole("button", { name: "Start with an empty list" }).click();
  await alice.page.getByLabel("Family surname (to see each match as a full name)").fill("Smith");
  await alice.page.getByRole("button", { name: "Save surname" }).click();
  const first = await cardName(alice.page);
  await alice.page.getByTestId("rating-card").focus();
  await alice.page.keyboard.press("ArrowUp");
  await expect(alice.page.getByTestId("rating-card").getByRole("heading", { level: 2 })).not.toHaveText(first);

  // Bob joins afterwards: the name Alice rated comes first for him.
  const invite = await alice.page.getByTestId("invite-url").inputValue();
  await open(bob.page, new URL(invite).pathname + new URL(invite).search);
  await bob.page.getByRole("button", { name: "Join the room" }).click();
  expect(await cardName(bob.page)).toBe(first);
  await bob.page.getByTestId("rating-card").focus();
  await bob.page.keyboard.press("ArrowRight");
  const match = bob.page.getByTestId("match").filter({ hasText: first });
  await expect(match).toContainText(`${first} Smith`);
  await expect(match.getByTestId("initials")).toHaveText(`${first[0].toUpperCase()}.S.`);
  for (const { context } of [alice, bob]) await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`a room works at 360 px in the ${theme} theme with no serious axe violation`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await open(page, "/together");
    await page.getByRole("button", { name: "Start with an empty list" }).click();
    await cardName(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
