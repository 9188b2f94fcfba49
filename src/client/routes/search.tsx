import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { ListResponse, NamesResponse } from "../../core/api-types";
import { NameGrid } from "../components/NameCard";
import { PageHero, Section } from "../components/ui/PageHero";
import { ListFilters } from "../features/lists/ListFilters";
import { listSearch, readListParams } from "../features/lists/list-params";
import { NoMatchForFilters } from "../features/lists/NoMatchForFilters";
import { Pager } from "../features/lists/Pager";
import { nameMatchesKey, SEARCH_PAGE_SIZE } from "../features/lists/queries";
import { SearchForm } from "../features/search/SearchForm";
import { MEANING_MATCHES, SEARCH_PATH, searchQueryOf } from "../features/search/search-query";
import { usePageMeta } from "../lib/meta";
import { CACHE, searchKey } from "../lib/queries";
import { AlphabetNav } from "./letter";

/** /search?q=: names spelled like the query first (filtered and paged), then names whose meaning matches. */
export function SearchPage() {
  const [search] = useSearchParams();
  const q = searchQueryOf(search);
  usePageMeta({
    title: q ? `Names matching “${q}”` : "Search baby names",
    description: "Find a baby name by its spelling or its meaning.",
    path: SEARCH_PATH + (q ? `?q=${encodeURIComponent(q)}` : ""),
    noindex: true,
  });
  return (
    <>
      <PageHero title={q ? `Names matching “${q}”` : "Search Baby Names"} />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <SearchForm key={q} defaultValue={q} />
      </div>
      {q ? <SearchResults q={q} search={search} /> : null}
      <Section title="Names from A to Z">
        <AlphabetNav />
      </Section>
    </>
  );
}

function SearchResults({ q, search }: { q: string; search: URLSearchParams }) {
  const params = readListParams(search);
  const byName = useQuery<ListResponse>({ queryKey: nameMatchesKey(q, params), staleTime: CACHE.category });
  const byMeaning = useQuery<NamesResponse>({ queryKey: searchKey(q, MEANING_MATCHES), staleTime: CACHE.category });
  const extra = { q };
  return (
    <>
      <Section title="Names spelled like this">
        <div className="grid gap-6">
          <ListFilters path={SEARCH_PATH} params={params} extra={extra} />
          {byName.isPending ? (
            <p role="status" className="text-slate-700 dark:text-slate-300">
              Loading names...
            </p>
          ) : byName.data && byName.data.names.length > 0 ? (
            <div data-testid="name-matches">
              <NameGrid names={byName.data.names} />
              <Pager
                path={SEARCH_PATH}
                params={params}
                total={byName.data.total}
                pageSize={SEARCH_PAGE_SIZE}
                extra={extra}
              />
            </div>
          ) : listSearch(params) ? (
            <NoMatchForFilters path={`${SEARCH_PATH}?q=${encodeURIComponent(q)}`} />
          ) : (
            <p className="text-slate-700 dark:text-slate-300">No name is spelled like “{q}”.</p>
          )}
        </div>
      </Section>
      <Section title={`Names meaning “${q}”`}>
        {byMeaning.data && byMeaning.data.names.length > 0 ? (
          <div data-testid="meaning-matches">
            <NameGrid names={byMeaning.data.names} />
          </div>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            {byMeaning.isPending ? "Loading names..." : `No meaning we have written matches “${q}”.`}
          </p>
        )}
      </Section>
    </>
  );
}
