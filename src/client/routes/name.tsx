import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { NameDetail, NameDetailResponse } from "../../core/api-types";
import { NameGrid } from "../components/NameCard";
import { namePath } from "../components/NameLink";
import { Badge, GenderBadge } from "../components/ui/Badge";
import { Card } from "../components/ui/Card";
import { Section } from "../components/ui/PageHero";
import { CopyButton } from "../features/copy/CopyButton";
import { FavoriteButton } from "../features/favorites/FavoriteButton";
import { JsonLd } from "../features/name/JsonLd";
import { ListenButton } from "../features/name/ListenButton";
import { CONFIDENCE_TEXT, MeaningFacts, meaningHeading, PopularityFacts } from "../features/name/NameFacts";
import { nameDescription, nameJsonLd, nameTitle } from "../features/name/seo";
import { capitalize } from "../lib/format";
import { usePageMeta } from "../lib/meta";
import { nameKey } from "../lib/queries";
import { isMissingError } from "../lib/ssr-query";
import { NotFoundPage } from "./not-found";

export function NamePage() {
  const { slug = "" } = useParams();
  const { data, isPending, error } = useQuery<NameDetailResponse>({ queryKey: nameKey(slug) });
  if (isMissingError(error)) return <NotFoundPage />;
  if (!data) return <NameLoading slug={slug} isPending={isPending} />;
  return <NameView name={data.name} />;
}

function NameLoading({ slug, isPending }: { slug: string; isPending: boolean }) {
  usePageMeta({ title: "Name", description: "", path: namePath(slug) });
  return (
    <Section>
      <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
        {isPending ? "Loading names..." : "Failed to load names. Please try again."}
      </p>
    </Section>
  );
}

const linkClass =
  "rounded text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200";

function NameView({ name }: { name: NameDetail }) {
  usePageMeta({ title: nameTitle(name), description: nameDescription(name), path: namePath(name.slug) });
  const confidence = name.confidence ? CONFIDENCE_TEXT[name.confidence] : undefined;
  const languages = [name.language, ...name.languages.filter((l) => l !== name.language)].filter(Boolean);
  return (
    <>
      <JsonLd data={nameJsonLd(name)} />
      <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl font-bold break-words text-slate-900 dark:text-white">{name.name}</h1>
            <FavoriteButton nameId={name.id} name={name.name} />
            <CopyButton name={name.name} />
          </div>
          {name.native ? (
            <p className="mt-2 text-lg text-slate-800 dark:text-slate-200" data-testid="native-spelling">
              In Hebrew script, as Israel's statistics print it:{" "}
              {name.native.spellings.map((s, i) => (
                <span key={s}>
                  {i > 0 ? ", " : null}
                  <span lang="he" dir="rtl" className="font-medium">
                    {s}
                  </span>
                </span>
              ))}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <GenderBadge gender={name.gender} />
            {name.origin && name.origin !== "unknown" ? (
              <Badge tone="accent">{capitalize(name.origin)} origin</Badge>
            ) : null}
            <Badge tone="warm">{name.isTraditional ? "Traditional" : "Modern"}</Badge>
          </div>
          {name.meaning ? (
            <p className="mt-6 text-xl text-slate-800 dark:text-slate-200">
              <span className="sr-only">{meaningHeading(name)}: </span>
              {name.meaning}
            </p>
          ) : null}
          {name.meaning && (name.meaningSource === "hitchcock" || confidence) ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {[name.meaningSource === "hitchcock" ? "Traditional meaning (Hitchcock, 1869)." : "", confidence?.text]
                .filter(Boolean)
                .join(" ")}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="pronunciation">
            {name.pronunciation || name.ipa ? (
              <p className="text-slate-800 dark:text-slate-200">
                <span className="font-medium">Pronunciation:</span>{" "}
                {name.pronunciation ? <span>{name.pronunciation}</span> : null}
                {name.pronunciation && name.ipa ? " · " : null}
                {name.ipa ? (
                  <span lang="und-fonipa" title="International Phonetic Alphabet" className="whitespace-nowrap">
                    IPA {name.ipa}
                  </span>
                ) : null}
              </p>
            ) : null}
            <ListenButton name={name.name} languages={languages} />
          </div>
        </div>
      </section>
      <Section>
        <div className="mx-auto grid max-w-4xl gap-6">
          <MeaningFacts name={name} />
          <PopularityFacts name={name} />
          {name.variants.length > 0 ? (
            <Card className="grid gap-3 p-6" data-testid="variants">
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Variants and related names</h2>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {name.variants.map((v) => (
                  <li key={v.name}>
                    {v.slug ? (
                      <Link to={namePath(v.slug)} className={linkClass}>
                        {v.name}
                      </Link>
                    ) : (
                      <span className="text-slate-800 dark:text-slate-200">{v.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </Section>
      {name.similar.length > 0 ? (
        <Section>
          <div className="mx-auto grid max-w-4xl gap-6">
            <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Similar names</h2>
            <NameGrid names={name.similar} />
          </div>
        </Section>
      ) : null}
    </>
  );
}
