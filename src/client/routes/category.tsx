import { useState } from "react";
import { Link, useParams } from "react-router";
import { CATEGORY_TYPES } from "../../core/enums";
import { NameGrid } from "../components/NameCard";
import { Button } from "../components/ui/Button";
import { PageHero } from "../components/ui/PageHero";
import { categoryHeading } from "../features/category/lookup";
import { CATEGORY_PAGE_SIZE, useCategoryNames } from "../features/category/useCategoryNames";
import { usePageMeta } from "../lib/meta";
import { categoryPageMeta } from "../lib/page-meta";
import { categoryPath } from "../lib/site";
import { NotFoundPage } from "./not-found";

export function CategoryPage() {
  const { type = "", value = "" } = useParams();
  if (!(CATEGORY_TYPES as readonly string[]).includes(type)) return <NotFoundPage />;
  return <CategoryListing type={type} value={value} />;
}

function CategoryListing({ type, value }: { type: string; value: string }) {
  const { heading, description } = categoryHeading(type, value);
  usePageMeta(categoryPageMeta(type, value, categoryPath(type, value)));
  const [pages, setPages] = useState(1);
  const { isPending, isError, total, names, loadingMore } = useCategoryNames(type, value, pages);

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
          <div className="grid justify-items-center gap-4 py-12 text-center">
            <p className="text-slate-700 dark:text-slate-300">
              No names found in this category. Please try a different category.
            </p>
            <Button asChild>
              <Link to="/countries">Explore More Categories</Link>
            </Button>
          </div>
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
