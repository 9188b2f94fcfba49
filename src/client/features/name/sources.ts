// Honest labels of the birth statistics behind each country's figures (DESIGN "Data"; the catalog
// manifest's countries[].source, served by GET /api/catalog, says the same at length).
import { placeLabel } from "../../lib/site";

const SOURCE_LABELS: Record<string, string> = {
  usa: "United States (SSA)",
  uk: "England & Wales (ONS)",
  canada: "Canada (six provinces pooled)",
  australia: "Australia (six states and territories pooled)",
  germany: "Germany (Berlin and Cologne only)",
  france: "France (INSEE)",
  spain: "Spain (INE, top 100)",
  italy: "Italy (ISTAT, top 30)",
  sweden: "Sweden (SCB)",
  norway: "Norway (SSB)",
  denmark: "Denmark (DST, top 50)",
  ireland: "Ireland (CSO)",
  scotland: "Scotland (NRS)",
  "northern-ireland": "Northern Ireland (NISRA)",
  "new-zealand": "New Zealand (DIA)",
  belgium: "Belgium (Statbel)",
  austria: "Austria (Statistik Austria)",
  chile: "Chile (Registro Civil)",
  israel: "Israel (CBS)",
};

/** The provinces, states and cities a pooled country adds up, each shown on its own too. */
const REGION_LABELS: Record<string, string> = {
  "canada:ontario": "Ontario, Canada",
  "canada:quebec": "Québec, Canada",
  "canada:alberta": "Alberta, Canada",
  "canada:british-columbia": "British Columbia, Canada",
  "canada:nova-scotia": "Nova Scotia, Canada (top 20)",
  "canada:new-brunswick": "New Brunswick, Canada (top 20)",
  "australia:south-australia": "South Australia",
  "australia:new-south-wales": "New South Wales (top 100)",
  "australia:queensland": "Queensland (top 100)",
  "australia:victoria": "Victoria (top 100)",
  "australia:western-australia": "Western Australia (top 10)",
  "australia:tasmania": "Tasmania",
  "australia:northern-territory": "Northern Territory (top 20)",
  "germany:berlin": "Berlin, Germany",
  "germany:cologne": "Cologne, Germany",
};

/** The key of a country's or a region's series and rank rows: `canada` or `canada:quebec`. */
export function seriesKey(country: string, region?: string): string {
  return region ? `${country}:${region}` : country;
}

/** True for the key of a province, state or city. */
export function isRegionKey(key: string): boolean {
  return key.includes(":");
}

/** Where a country's (or region's) yearly figures come from, e.g. "England & Wales (ONS)" for uk. */
export function sourceLabel(key: string): string {
  if (isRegionKey(key)) return REGION_LABELS[key] ?? key.slice(key.indexOf(":") + 1);
  return SOURCE_LABELS[key] ?? placeLabel(key);
}
