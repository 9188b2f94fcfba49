import type { LandingContent } from "../../content/types";
import type { LandingPageConfig } from "./pages";

/** Each landing page's editorial text in a chunk of its own, loaded only with that page. */
const LOADERS: Record<string, () => Promise<LandingContent>> = {
  "/baby-names/boys/german": () => import("../../content/landing/german-boys").then((m) => m.germanBoys),
  "/baby-names/girls/german": () => import("../../content/landing/german-girls").then((m) => m.germanGirls),
  "/baby-names/boys/french": () => import("../../content/landing/french-boys").then((m) => m.frenchBoys),
  "/baby-names/girls/french": () => import("../../content/landing/french-girls").then((m) => m.frenchGirls),
  "/baby-names/boys/british": () => import("../../content/landing/british-boys").then((m) => m.britishBoys),
  "/baby-names/girls/british": () => import("../../content/landing/british-girls").then((m) => m.britishGirls),
  "/names-by-origin/latin/boys": () => import("../../content/landing/latin-boys").then((m) => m.latinBoys),
  "/names-by-origin/latin/girls": () => import("../../content/landing/latin-girls").then((m) => m.latinGirls),
  "/names-by-origin/celtic/irish": () => import("../../content/landing/celtic-irish").then((m) => m.celticIrish),
  "/names-by-origin/celtic/scottish": () =>
    import("../../content/landing/celtic-scottish").then((m) => m.celticScottish),
};

const loaded = new Map<string, LandingContent>();

/** Loads the editorial text of a landing page (src/client/content/landing), by its path. */
export async function loadLandingContent(page: LandingPageConfig): Promise<void> {
  const load = LOADERS[page.path];
  if (!load) throw new Error(`No landing content for ${page.path}`);
  loaded.set(page.path, await load());
}

/** The editorial text of a landing page, once loadLandingContent has loaded it (its route preloads it). */
export function landingContentOf(page: LandingPageConfig): LandingContent {
  const content = loaded.get(page.path);
  if (!content) throw new Error(`The landing content for ${page.path} is not loaded`);
  return content;
}
