// Honest labels of the birth statistics behind each country's figures (DESIGN "Data"; the catalog
// manifest's countries[].source, served by GET /api/catalog, says the same at length).
import { placeLabel } from "../../lib/site";

const SOURCE_LABELS: Record<string, string> = {
  usa: "United States (SSA)",
  uk: "England & Wales (ONS)",
  canada: "Ontario, Canada",
  australia: "South Australia",
  france: "France (INSEE)",
  sweden: "Sweden (SCB)",
  norway: "Norway (SSB)",
  denmark: "Denmark",
  ireland: "Ireland (CSO)",
  scotland: "Scotland (NRS)",
  "northern-ireland": "Northern Ireland (NISRA)",
};

/** Where a country's yearly figures come from, e.g. "England & Wales (ONS)" for uk. */
export function sourceLabel(country: string): string {
  return SOURCE_LABELS[country] ?? placeLabel(country);
}
