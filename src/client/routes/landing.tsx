import { landingContent } from "../features/landing/content";
import { LandingLayout } from "../features/landing/LandingLayout";
import type { LandingPageConfig } from "../features/landing/pages";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

export function LandingPage({ page }: { page: LandingPageConfig }) {
  usePageMeta(pageMeta(page.path));
  return <LandingLayout key={page.key} page={page} content={landingContent(page)} />;
}
