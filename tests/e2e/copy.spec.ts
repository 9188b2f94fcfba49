import { expect, test } from "@playwright/test";
import { open } from "./helpers";

test("copying a name writes it to the clipboard and shows the copied indicator", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, "/names-by-origin/latin/girls");
  const card = page.getByTestId("name-card").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const copy = card.getByTestId("copy-name");

  await copy.click();
  await expect(copy).toHaveAttribute("data-copied", "true");
  await expect(copy).toHaveAccessibleName(`${name} copied`);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Copied!");
  await expect(toast).toContainText(`${name} has been copied to your clipboard.`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

  // The indicator goes back by itself.
  await expect(copy).toHaveAttribute("data-copied", "false");
});

test("a failed copy shows the error toast", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await open(page, "/names-by-origin/latin/boys");
  await page.getByTestId("name-card").first().getByTestId("copy-name").click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Failed to copy name to clipboard.");
});
