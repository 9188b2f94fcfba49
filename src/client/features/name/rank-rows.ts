// The name page's "Latest rank per country" rows: each pooled country followed by its provinces, states
// or cities, and the rows of the other sex with only a few births set apart (docs/catalog.md, "Name pages").
import type { Gender } from "../../../core/enums";
import { isFewBirths } from "../../../core/few-births";
import type { CountryRank } from "../../../core/name";

export interface RankRows {
  /** Rows shown in the table. */
  main: CountryRank[];
  /** Rows of the other sex with only a few births, shown below the fold ("also given to a few boys"). */
  few: CountryRank[];
  /** The sex of the `few` rows, or null when there are none. */
  fewSex: "boy" | "girl" | null;
}

const sameStatistics = (a: CountryRank, b: CountryRank) => a.country === b.country && a.region === b.region;

/**
 * Orders the rows country by country (each region after its country) and moves below the fold the rows
 * of the sex other than the name's gender whose births are only a few (isFewBirths: fewer than 10, or
 * under 2% of the name's births in the same statistics). A unisex name keeps every row in view.
 */
export function rankRows(ranks: readonly CountryRank[], gender: Gender): RankRows {
  const countryOrder = new Map<string, number>();
  for (const r of ranks) if (!r.region && !countryOrder.has(r.country)) countryOrder.set(r.country, countryOrder.size);
  const ordered = ranks
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        (countryOrder.get(a.r.country) ?? 99) - (countryOrder.get(b.r.country) ?? 99) ||
        Number(Boolean(a.r.region)) - Number(Boolean(b.r.region)) ||
        a.i - b.i,
    )
    .map((x) => x.r);
  const otherSex = gender === "boy" ? "girl" : gender === "girl" ? "boy" : null;
  const main: CountryRank[] = [];
  const few: CountryRank[] = [];
  for (const r of ordered) {
    const mainRow = ranks.find((m) => sameStatistics(m, r) && m.sex !== r.sex);
    if (r.sex === otherSex && isFewBirths(r.count, r.count + (mainRow?.count ?? 0))) few.push(r);
    else main.push(r);
  }
  return { main, few, fewSex: few.length > 0 ? otherSex : null };
}
