import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { NameDetailResponse } from "../../core/api-types";
import { NameGrid } from "../components/NameCard";
import { Badge, GenderBadge } from "../components/ui/Badge";
import { Card } from "../components/ui/Card";
import { Section } from "../components/ui/PageHero";
import { CopyButton } from "../features/copy/CopyButton";
import { FavoriteButton } from "../features/favorites/FavoriteButton";
import { NameFacts } from "../features/name/NameFacts";
import { capitalize } from "../lib/format";
import { usePageMeta } from "../lib/meta";
import { nameKey } from "../lib/queries";
import { placeLabel } from "../lib/site";
import { isNotFoundError } from "../lib/ssr-query";
import { NotFoundPage } from "./not-found";

export function NamePage() {
  const { slug = "" } = useParams();
  const { data, isPending, error } = useQuery<NameDetailResponse>({ queryKey: nameKey(slug) });
  if (isNotFoundError(error)) return <NotFoundPage />;
  return <NameView slug={slug} data={data} isPending={isPending} />;
}

function NameView({ slug, data, isPending }: { slug: string; data?: NameDetailResponse; isPending: boolean }) {
  const name = data?.name;
  usePageMeta({
    title: name ? `${name.name}: meaning, origin and popularity` : "Name",
    description: name ? `${name.name} means “${name.meaning}”. Origin: ${capitalize(name.origin)}.` : "",
    path: `/names/${slug}`,
  });
  if (!name) {
    return (
      <Section>
        <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
          {isPending ? "Loading names..." : "Failed to load names. Please try again."}
        </p>
      </Section>
    );
  }
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl font-bold text-slate-900 dark:text-white">{name.name}</h1>
            <FavoriteButton nameId={name.id} name={name.name} />
            <CopyButton name={name.name} />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <GenderBadge gender={name.gender} />
            {name.origin !== "unknown" ? <Badge tone="accent">{capitalize(name.origin)} origin</Badge> : null}
            {name.countries.slice(0, 6).map((c) => (
              <Badge key={c}>{placeLabel(c)}</Badge>
            ))}
          </div>
          <p className="mt-6 text-xl text-slate-800 dark:text-slate-200">{name.meaning}</p>
          {name.pronunciation ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              <span className="font-medium">Pronunciation:</span> {name.pronunciation}
              {name.ipa ? <span> ({name.ipa})</span> : null}
            </p>
          ) : null}
        </div>
      </section>
      <Section>
        <div className="mx-auto max-w-4xl">
          <NameFacts name={name} />
        </div>
      </Section>
      {name.variants.length > 0 ? (
        <Section title="Variants">
          <Card className="flex flex-wrap gap-x-4 gap-y-2 p-5">
            {name.variants.map((v) =>
              v.slug ? (
                <Link
                  key={v.name}
                  to={`/names/${encodeURIComponent(v.slug)}`}
                  className="text-indigo-700 underline dark:text-indigo-300"
                >
                  {v.name}
                </Link>
              ) : (
                <span key={v.name} className="text-slate-800 dark:text-slate-200">
                  {v.name}
                </span>
              ),
            )}
          </Card>
        </Section>
      ) : null}
      {name.similar.length > 0 ? (
        <Section title="Similar Names">
          <NameGrid names={name.similar} />
        </Section>
      ) : null}
    </>
  );
}
