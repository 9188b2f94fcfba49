import { useState } from "react";
import { Link, useParams } from "react-router";
import { CATEGORY_TYPES, isKnownCategory } from "../../core/enums";
import { NameGrid } from "../components/NameCard";
import { Button } from "../components/ui/Button";
import { PageHero } from "../components/ui/PageHero";
import { categoryHeading } from "../features/category/lookup";
import { CATEGORY_PAGE_SIZE, useCategoryNames } from "../features/category/useCategoryNames";
import { usePageMeta } from "../lib/meta";
import { categoryPageMeta, unknownCategoryMeta } from "../lib/page-meta";
import { categoryPath } from "../lib/site";
import { NotFoundPage } from "./not-found";

export function CategoryPage() {
  const { type = "", value = "" } = useParams();
  if (!(CATEGORY_TYPES as readonly string[]).includes(type)) return <NotFoundPage />;
  if (!isKnownCategory(type, value)) return <UnknownCategory />;
  return <CategoryListing type={type} value={value} />;
}

function EmptyCategory() {
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center">
      <p className="text-slate-700 dark:text-slate-300">
        No names found in this category. Please try a different category.
      </p>
      <Button asChild>
        <Link to="/countries">Explore More Categories</Link>
      </Button>
    </div>
  );
}

/** A category value the site does not have: SPEC's empty state, answered with HTTP 404 and no invented title. */
function UnknownCategory() {
  usePageMeta(unknownCategoryMeta());
  return (
    <>
      <PageHero title="No names found" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <EmptyCategory />
      </div>
    </>
  );
}

function CategoryListing({ type, value }: { type: string; value: string }) {
  const { heading, description } = categoryHeading(type, value);
  const [pages, setPages] = useState(1);
  const { isPending, isError, total, names, loadingMore } = useCategoryNames(type, value, pages);
  const meta = categoryPageMeta(type, value, categoryPath(type, value));
  // An empty list is not a page worth keeping: 404, so that nothing caches or indexes it.
  usePageMeta(!isPending && !isError && names.length === 0 ? { ...meta, status: 404, noindex: true } : meta);

  return (
    <>
      <PageHero title={heading}>
        <p>{description}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {isPending ? (
          <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
            Loading names...
          </p>
        ) : isError ? (
          <div className="grid justify-items-center gap-4 py-12 text-center">
            <p role="alert" className="text-red-700 dark:text-red-400">
              Failed to load names. Please try again.
            </p>
            <Button asChild>
              <Link to="/">Back to Home</Link>
            </Button>
          </div>
        ) : names.length === 0 ? (
          <EmptyCategory />
        ) : (
          <>
            <h2 className="mb-6 font-medium text-slate-800 dark:text-slate-200" data-testid="names-count">
              {total} names found
            </h2>
            <NameGrid names={names} />
            {names.length < total ? (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" disabled={loadingMore} onClick={() => setPages((p) => p + 1)}>
                  {loadingMore
                    ? "Loading names..."
                    : `Show ${Math.min(CATEGORY_PAGE_SIZE, total - names.length)} more names`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
