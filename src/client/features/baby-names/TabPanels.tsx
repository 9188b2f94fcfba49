import { useQueries, useQuery } from "@tanstack/react-query";
import type { CategoryResponse, NamesResponse } from "../../../core/api-types";
import { Flag } from "../../components/Flag";
import { NameLink } from "../../components/NameLink";
import { GenderBadge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { CACHE, categoryKey, topKey } from "../../lib/queries";
import { useTrending } from "../trending/useTrending";
import { NameColumns } from "./NameColumns";

const TRENDING_TAB_LENGTH = 10;
export const TOP_LIST_LENGTH = 12;
export const INTERNATIONAL_NAMES = 4;

export const INTERNATIONAL_COUNTRIES = [
  { code: "usa", label: "USA" },
  { code: "uk", label: "UK" },
  { code: "germany", label: "Germany" },
  { code: "france", label: "France" },
  { code: "india", label: "India" },
  { code: "spain", label: "Spain" },
];

export function TrendingTab() {
  const { data, isPending, isError } = useTrending();
  return (
    <NameColumns
      numbered
      isPending={isPending}
      isError={isError}
      columns={[
        { title: "Top Trending Boys", names: data?.boys.slice(0, TRENDING_TAB_LENGTH) ?? [] },
        { title: "Top Trending Girls", names: data?.girls.slice(0, TRENDING_TAB_LENGTH) ?? [] },
      ]}
    />
  );
}

/** Modern (traditional=false) or traditional names: the top 12 per gender by popularity. */
export function TopNamesTab({ traditional }: { traditional: boolean }) {
  const boys = useQuery<NamesResponse>({
    queryKey: topKey("boy", traditional, TOP_LIST_LENGTH),
    staleTime: CACHE.generated,
  });
  const girls = useQuery<NamesResponse>({
    queryKey: topKey("girl", traditional, TOP_LIST_LENGTH),
    staleTime: CACHE.generated,
  });
  const kind = traditional ? "Traditional" : "Modern";
  return (
    <NameColumns
      isPending={boys.isPending || girls.isPending}
      isError={boys.isError || girls.isError}
      columns={[
        { title: `${kind} Boy Names`, names: boys.data?.names ?? [] },
        { title: `${kind} Girl Names`, names: girls.data?.names ?? [] },
      ]}
    />
  );
}

export function internationalKey(code: string) {
  return categoryKey("country", code, { limit: INTERNATIONAL_NAMES });
}

export function InternationalTab() {
  const results = useQueries({
    queries: INTERNATIONAL_COUNTRIES.map((c) => ({ queryKey: internationalKey(c.code), staleTime: CACHE.category })),
  }) as Array<{ data?: CategoryResponse; isPending: boolean }>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {INTERNATIONAL_COUNTRIES.map((country, i) => {
        const names = results[i]?.data?.names.slice(0, INTERNATIONAL_NAMES) ?? [];
        return (
          <Card key={country.code} className="p-5" data-testid="international-card">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              <Flag code={country.code} height={20} />
              {country.label}
            </h3>
            <ul className="mt-3 grid gap-2">
              {names.map((n) => (
                <li key={n.id} className="flex items-center justify-between gap-2">
                  <NameLink name={n} />
                  <GenderBadge gender={n.gender} />
                </li>
              ))}
            </ul>
            {results[i]?.isPending ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Loading names...</p>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
