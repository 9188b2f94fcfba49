import type { NameDetail } from "../../../core/api-types";
import { Card } from "../../components/ui/Card";
import { placeLabel } from "../../lib/site";
import { BirthsChart } from "./BirthsChart";

const CONFIDENCE_TEXT: Record<string, string> = {
  attested: "Established etymology.",
  traditional: "Traditional meaning; scholars doubt or cannot confirm it.",
  uncertain: "The origin is disputed or unknown.",
};

/** Meaning notes, cultural significance, ranks per country and births over time. */
export function NameFacts({ name }: { name: NameDetail }) {
  const chartSeries = Object.entries(name.series)
    .map(([country, bySex]) => ({
      country,
      series: bySex[name.gender === "girl" ? "girl" : "boy"] ?? bySex.girl ?? bySex.boy,
    }))
    .find((s) => s.series && s.series.counts.length > 1);
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-6">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Meaning and origin</h2>
        <p className="text-slate-800 dark:text-slate-200">{name.meaning}</p>
        {name.confidence ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{CONFIDENCE_TEXT[name.confidence]}</p>
        ) : null}
        {name.meaningSource === "hitchcock" ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Traditional reading from Hitchcock's Bible Names Dictionary (1869).
          </p>
        ) : null}
        {name.culturalSignificance ? (
          <p className="text-slate-800 dark:text-slate-200">{name.culturalSignificance}</p>
        ) : null}
      </Card>
      {name.ranks.length > 0 ? (
        <Card className="overflow-x-auto p-6">
          <h2 className="mb-3 text-xl font-semibold text-slate-900 dark:text-white">Popularity</h2>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-700 dark:text-slate-300">
                <th className="py-2 pr-4 font-medium">Country</th>
                <th className="py-2 pr-4 font-medium">Year</th>
                <th className="py-2 pr-4 font-medium">Sex</th>
                <th className="py-2 pr-4 font-medium">Rank</th>
                <th className="py-2 font-medium">Births</th>
              </tr>
            </thead>
            <tbody>
              {name.ranks.map((r) => (
                <tr
                  key={`${r.country}-${r.sex}`}
                  className="border-t border-slate-200 text-slate-900 dark:border-slate-800 dark:text-slate-100"
                >
                  <td className="py-2 pr-4">{placeLabel(r.country)}</td>
                  <td className="py-2 pr-4">{r.year}</td>
                  <td className="py-2 pr-4">{r.sex === "boy" ? "Boys" : "Girls"}</td>
                  <td className="py-2 pr-4">#{r.rank.toLocaleString("en-US")}</td>
                  <td className="py-2">{r.count.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
      {chartSeries?.series ? (
        <Card className="p-6">
          <h2 className="mb-3 text-xl font-semibold text-slate-900 dark:text-white">Births per year</h2>
          <BirthsChart series={chartSeries.series} label={placeLabel(chartSeries.country)} />
        </Card>
      ) : null}
    </div>
  );
}
