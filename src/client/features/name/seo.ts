import type { NameDetail } from "../../../core/api-types";
import { capitalize, truncate } from "../../lib/format";
import { SITE_NAME } from "../../lib/meta";
import { sourceLabel } from "./sources";

const GENDER_WORD: Record<string, string> = { boy: "boy's", girl: "girl's", unisex: "unisex" };

export function nameTitle(name: NameDetail): string {
  return `${name.name}: meaning, origin and popularity`;
}

/** One or two sentences for search results and link previews (at most about 160 characters). */
export function nameDescription(name: NameDetail): string {
  const kind = `${GENDER_WORD[name.gender] ?? ""} name`.trim();
  const origin = name.origin && name.origin !== "unknown" ? ` of ${capitalize(name.origin)} origin` : "";
  const meaning = name.meaning ? ` meaning “${truncate(name.meaning, 60)}”` : "";
  const first = `${name.name} is a ${kind}${origin}${meaning}.`;
  const best = [...name.ranks].sort((a, b) => b.year - a.year || a.rank - b.rank)[0];
  const second = best
    ? ` Ranked #${best.rank.toLocaleString("en-US")} in ${sourceLabel(best.country)} in ${best.year}.`
    : "";
  return truncate(`${first}${second} Pronunciation, popularity chart and similar names.`, 200);
}

/** schema.org DefinedTerm: the name as a term of the site's name set. */
export function nameJsonLd(name: NameDetail): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    name: name.name,
    termCode: name.slug,
    ...(name.meaning ? { description: name.meaning } : {}),
    ...(name.variants.length > 0 ? { alternateName: name.variants.map((v) => v.name) } : {}),
    ...(name.languages.length > 0 ? { inLanguage: name.languages.map(capitalize) } : {}),
    inDefinedTermSet: { "@type": "DefinedTermSet", name: `${SITE_NAME} baby names` },
  };
}
