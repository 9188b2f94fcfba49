import { landingByPath } from "../../content/landing";
import type { LandingContent } from "../../content/types";
import type { LandingPageConfig } from "./pages";

/** The editorial text of a landing page (src/client/content/landing), by its path. */
export function landingContent(page: LandingPageConfig): LandingContent {
  const content = landingByPath[page.path];
  if (!content) throw new Error(`No landing content for ${page.path}`);
  return content;
}
