import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import type { ListResponse } from "../../core/api-types";
import { NameGrid } from "../components/NameCard";
import { PageHero } from "../components/ui/PageHero";
import { ListFilters } from "../features/lists/ListFilters";
import { LETTERS, listSearch, readListParams } from "../features/lists/list-params";
import { NoMatchForFilters } from "../features/lists/NoMatchForFilters";
import { Pager } from "../features/lists/Pager";
import { LETTER_PAGE_SIZE, letterKey } from "../features/lists/queries";
import { cn } from "../lib/cn";
import { usePageMeta } from "../lib/meta";
import { CACHE } from "../lib/queries";
import { NotFoundPage } from "./not-found";

export const letterPath = (letter: string) => `/names/letter/${letter}`;

/** The letters A to Z, each a link to its list; the current one marked. */
export function AlphabetNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Names from A to Z" className="flex flex-wrap justify-center gap-1">
      {LETTERS.map((l) => (
        <Link
          key={l}
          to={letterPath(l)}
          aria-current={l === current ? "page" : undefined}
          className={cn(
            "inline-flex size-10 items-center justify-center rounded-md text-base font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600",
            l === current
              ? "bg-indigo-600 text-white"
              : "text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
          )}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}

/** /names/letter/:letter: every name starting with a letter, paged, filtered and sorted as the URL says. */
export function LetterPage() {
  const { letter = "" } = useParams();
  const lower = letter.toLowerCase();
  if (!LETTERS.includes(lower) || letter !== lower) return <NotFoundPage />;
  return <LetterList letter={lower} />;
}

function LetterList({ letter }: { letter: string }) {
  const [search] = useSearchParams();
  const params = { ...readListParams(search), letter: undefined };
  const { data, isPending, isError } = useQuery<ListResponse>({
    queryKey: letterKey(letter, params),
    staleTime: CACHE.category,
  });
  const upper = letter.toUpperCase();
  const path = letterPath(letter);
  usePageMeta({
    title: `Baby Names Starting with ${upper}`,
    description: `Every baby name in our catalog that starts with ${upper}, most popular first or from A to Z, with meanings and origins.`,
    path: path + listSearch(params),
  });
  return (
    <>
      <PageHero title={`Names Starting with ${upper}`}>
        <p>{data ? `${data.total.toLocaleString("en-US")} names` : "Names from A to Z"}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
        <AlphabetNav current={letter} />
        <ListFilters path={path} params={params} fixedLetter />
        {isPending ? (
          <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
            Loading names...
          </p>
        ) : isError ? (
          <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
            Failed to load names. Please try again.
          </p>
        ) : data && data.names.length > 0 ? (
          <div>
            <NameGrid names={data.names} />
            <Pager path={path} params={params} total={data.total} pageSize={LETTER_PAGE_SIZE} />
          </div>
        ) : (
          <NoMatchForFilters path={path} />
        )}
      </div>
    </>
  );
}
