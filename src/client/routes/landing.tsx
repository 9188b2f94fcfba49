import { useSearchParams } from "react-router";
import { landingContentOf } from "../features/landing/content";
import { LandingLayout } from "../features/landing/LandingLayout";
import type { LandingPageConfig } from "../features/landing/pages";
import { listSearch, readListParams } from "../features/lists/list-params";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

export function LandingPage({ page }: { page: LandingPageConfig }) {
  const [search] = useSearchParams();
  // A filtered list is a page of its own, canonical at its own URL.
  usePageMeta({ ...pageMeta(page.path), path: page.path + listSearch(readListParams(search)) });
  return <LandingLayout key={page.key} page={page} content={landingContentOf(page)} />;
}
