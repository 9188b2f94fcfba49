import { Link, useParams, useSearchParams } from "react-router";
import { CATEGORY_TYPES, isKnownCategory } from "../../core/enums";
import { NameGrid } from "../components/NameCard";
import { Button } from "../components/ui/Button";
import { PageHero } from "../components/ui/PageHero";
import { categoryHeading } from "../features/category/lookup";
import { CATEGORY_PAGE_SIZE, useCategoryNames } from "../features/category/useCategoryNames";
import { ListFilters } from "../features/lists/ListFilters";
import { listSearch, readListParams } from "../features/lists/list-params";
import { NoMatchForFilters } from "../features/lists/NoMatchForFilters";
import { Pager } from "../features/lists/Pager";
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
  const [search] = useSearchParams();
  const params = readListParams(search);
  const { isPending, isError, total, names } = useCategoryNames(type, value, params);
  const path = categoryPath(type, value);
  const filtered = listSearch(params) !== "";
  const meta = { ...categoryPageMeta(type, value, path + listSearch(params)) };
  // An empty category is not a page worth keeping: 404, so that nothing caches or indexes it. A filter
  // that matches nothing is still a page (with a way back).
  usePageMeta(
    !isPending && !isError && names.length === 0 && !filtered ? { ...meta, status: 404, noindex: true } : meta,
  );

  return (
    <>
      <PageHero title={heading}>
        <p>{description}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
        <ListFilters path={path} params={params} />
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
          filtered ? (
            <NoMatchForFilters path={path} />
          ) : (
            <EmptyCategory />
          )
        ) : (
          <div>
            <h2 className="mb-6 font-medium text-slate-800 dark:text-slate-200" data-testid="names-count">
              {total} names found
            </h2>
            <NameGrid names={names} />
            <Pager path={path} params={params} total={total} pageSize={CATEGORY_PAGE_SIZE} />
          </div>
        )}
      </div>
    </>
  );
}
