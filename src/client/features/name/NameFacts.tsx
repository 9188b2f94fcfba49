import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NameDetail } from "../../../core/api-types";
import { Card } from "../../components/ui/Card";
import { capitalize } from "../../lib/format";
import { categoryPath, placeLabel } from "../../lib/site";
import { PopularityChart, PopularityTable } from "./PopularityChart";
import { rankRows } from "./rank-rows";
import { chartSeries, formatNumber, sexLabel, TREND_WORD, trendSentence } from "./series";
import { seriesKey, sourceLabel } from "./sources";

/** The confidence mark of a meaning, in words. */
export const CONFIDENCE_TEXT: Record<string, { label: string; text: string }> = {
  attested: { label: "Established", text: "Established etymology: the meaning is well documented." },
  traditional: {
    label: "Traditional",
    text: "Traditional meaning: it has long been given, but scholars doubt it or cannot confirm it.",
  },
  uncertain: { label: "Uncertain", text: "Uncertain: the origin of this name is disputed or unknown." },
};

export const NO_MEANING = "We have not researched this name's meaning yet.";
const NOT_RECORDED = "Not recorded yet.";

export function meaningHeading(name: Pick<NameDetail, "meaningSource">): string {
  return name.meaningSource === "hitchcock" ? "Traditional meaning (Hitchcock, 1869)" : "Meaning";
}

const linkClass =
  "rounded text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200";

function CategoryLinks({ type, values }: { type: string; values: string[] }) {
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {values.map((v) => (
        <Link key={v} to={categoryPath(type, v)} className={linkClass}>
          {capitalize(v)}
        </Link>
      ))}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function H2({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
      {children}
    </h2>
  );
}

/** Meaning (with its confidence in words), origin, languages, religions and cultural significance. */
export function MeaningFacts({ name }: { name: NameDetail }) {
  const confidence = name.confidence ? CONFIDENCE_TEXT[name.confidence] : undefined;
  const languages = (name.languages.length > 0 ? name.languages : [name.language]).filter(Boolean);
  const religions = (name.religions.length > 0 ? name.religions : [name.religion]).filter(Boolean);
  return (
    <Card className="grid gap-4 p-6" data-testid="meaning-facts">
      <H2>Meaning and origin</H2>
      <dl className="grid gap-3">
        <Fact term={meaningHeading(name)}>
          <span className="text-lg">{name.meaning || NO_MEANING}</span>
          {confidence ? (
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300" data-testid="confidence">
              {confidence.text}
            </span>
          ) : null}
        </Fact>
        <Fact term="Origin">
          {name.origin && name.origin !== "unknown" ? (
            <CategoryLinks type="origin" values={[name.origin]} />
          ) : name.origin === "unknown" ? (
            "Unknown: scholars cannot say where this name comes from."
          ) : (
            NOT_RECORDED
          )}
        </Fact>
        <Fact term={languages.length === 1 ? "Language" : "Languages"}>
          {languages.length > 0 ? <CategoryLinks type="language" values={languages} /> : NOT_RECORDED}
        </Fact>
        <Fact term={religions.length === 1 ? "Religion" : "Religions"}>
          {religions.length > 0 ? <CategoryLinks type="religion" values={religions} /> : NOT_RECORDED}
        </Fact>
        {name.culturalSignificance ? <Fact term="Cultural significance">{name.culturalSignificance}</Fact> : null}
      </dl>
    </Card>
  );
}

/** One row per country (and region) and sex: the latest year the statistics rank the name. */
function RankTable({ rows, caption }: { rows: NameDetail["ranks"]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="latest-ranks">
        <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">{caption}</caption>
        <thead>
          <tr className="text-slate-700 dark:text-slate-300">
            <th scope="col" className="py-2 pr-4 font-medium">
              Statistics
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Sex
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Year
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Rank
            </th>
            <th scope="col" className="py-2 font-medium">
              Births
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={`${seriesKey(r.country, r.region)}-${r.sex}`}
              className="border-t border-slate-200 text-slate-900 dark:border-slate-800 dark:text-slate-100"
              data-region={r.region ? "true" : undefined}
            >
              <th scope="row" className={r.region ? "py-2 pr-4 pl-4 font-normal" : "py-2 pr-4 font-normal"}>
                {sourceLabel(seriesKey(r.country, r.region))}
              </th>
              <td className="py-2 pr-4">{capitalize(sexLabel(r.sex))}</td>
              <td className="py-2 pr-4 tabular-nums">{r.year}</td>
              <td className="py-2 pr-4 tabular-nums">
                #{formatNumber(r.rank)}
                {r.rankedWith ? (
                  <span className="block text-xs text-slate-700 dark:text-slate-300">
                    ranked together with {r.rankedWith.join(", ")}, as the publisher ranks them
                  </span>
                ) : null}
              </td>
              <td className="py-2 tabular-nums">{formatNumber(r.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Trend in words, first and peak year, latest rank per country, the chart and its data table. */
export function PopularityFacts({ name }: { name: NameDetail }) {
  const drawn = chartSeries(name.series);
  const everything = chartSeries(name.series, { all: true });
  const usageOnly = name.countries.filter((c) => !(c in name.series));
  const rows = rankRows(name.ranks, name.gender);
  return (
    <Card className="grid gap-6 p-6" aria-labelledby="popularity-heading">
      <H2 id="popularity-heading">Popularity</H2>
      <dl className="grid gap-3">
        <Fact term="Trend">
          {name.trend ? (
            <>
              <span className="font-medium">{TREND_WORD[name.trend.direction]}.</span> {trendSentence(name.trend)}
            </>
          ) : (
            "No recent trend: the name has not been ranked in the last five years of data."
          )}
        </Fact>
        {name.firstYear !== null ? (
          <Fact term="First recorded">
            {name.firstYear} (the first year it appears in the birth statistics we hold)
          </Fact>
        ) : null}
        {name.peakYear !== null ? <Fact term="Peak year">{name.peakYear}</Fact> : null}
      </dl>
      {rows.main.length > 0 ? <RankTable rows={rows.main} caption="Latest rank per country" /> : null}
      {rows.fewSex ? (
        <details className="rounded-lg border border-slate-200 dark:border-slate-700" data-testid="few-births-ranks">
          <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:bg-slate-800">
            Also given to a few {sexLabel(rows.fewSex)}
          </summary>
          <div className="border-t border-slate-200 px-4 pb-2 dark:border-slate-700">
            <RankTable rows={rows.few} caption={`Latest rank among ${sexLabel(rows.fewSex)}`} />
          </div>
        </details>
      ) : null}
      {drawn.length > 0 ? (
        <>
          <PopularityChart name={name.name} series={drawn} />
          <PopularityTable name={name.name} series={everything} />
        </>
      ) : (
        <p className="text-slate-800 dark:text-slate-200" data-testid="no-series">
          None of the yearly birth statistics we hold lists {name.name}
          {usageOnly.length > 0
            ? `; it is in use in ${usageOnly.map(placeLabel).join(", ")} (usage data, without yearly births).`
            : "."}
        </p>
      )}
      {drawn.length > 0 && usageOnly.length > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Also in use in {usageOnly.map(placeLabel).join(", ")}: those countries publish no yearly births by name, so
          they have no line.
        </p>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Figures come from official birth statistics; every source and its licence is listed on the{" "}
        <Link to="/about" className={linkClass}>
          About page
        </Link>
        .
      </p>
    </Card>
  );
}
