import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { SharedListResponse } from "../../core/api-types";
import { NameGrid } from "../components/NameCard";
import { Button } from "../components/ui/Button";
import { PageHero, Section } from "../components/ui/PageHero";
import { sharedListKey, sharedListPath } from "../features/share/queries";
import { usePageMeta } from "../lib/meta";
import { isMissingError } from "../lib/ssr-query";
import { NotFoundPage } from "./not-found";

/** The same date on the server and in the browser, whatever their time zones. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** A read-only snapshot of someone's favorites, opened from a shared link (/lists/:id). */
export function SharedListPage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useQuery<SharedListResponse>({ queryKey: sharedListKey(id) });
  if (isMissingError(error)) return <NotFoundPage />;
  return <SharedListView id={id} list={data?.list} isPending={isPending} />;
}

function SharedListView({
  id,
  list,
  isPending,
}: {
  id: string;
  list?: SharedListResponse["list"];
  isPending: boolean;
}) {
  const count = list?.names.length ?? 0;
  usePageMeta({
    noindex: true,
    title: list ? `A shared list of ${count} baby ${count === 1 ? "name" : "names"}` : "A shared list of baby names",
    description: list
      ? `Baby names someone shared from Namewise: ${list.names
          .slice(0, 8)
          .map((n) => n.name)
          .join(", ")}${count > 8 ? " and more" : ""}. See each name's meaning, origin and popularity.`
      : "",
    path: sharedListPath(id),
  });
  const date = list ? formatDate(list.createdAt) : "";
  return (
    <>
      <PageHero title="A Shared List of Names">
        <p>
          {list
            ? `${count} ${count === 1 ? "name" : "names"} someone saved on Namewise${date ? ` and shared on ${date}` : ""}. This list is read-only.`
            : "A list of names someone saved on Namewise."}
        </p>
      </PageHero>
      <Section>
        {list ? (
          <div className="grid gap-6">
            {count > 0 ? (
              <>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Open a name for its meaning and popularity, or tap its heart to keep it in your own favorites.
                </p>
                <div data-testid="shared-names">
                  <NameGrid names={list.names} />
                </div>
              </>
            ) : (
              <p className="text-slate-800 dark:text-slate-200">This list has no names any more.</p>
            )}
            <div>
              <Button asChild variant="outline">
                <Link to="/">Find more names with the generator</Link>
              </Button>
            </div>
          </div>
        ) : (
          <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
            {isPending ? "Loading names..." : "Failed to load names. Please try again."}
          </p>
        )}
      </Section>
    </>
  );
}
