import { LIST_SORTS, type ListSort } from "../../../core/enums";

/** The filters a list of names takes from its URL (?gender=&letter=&sort=&page=), so a filtered list is a link. */
export interface ListParams {
  gender?: "boy" | "girl" | "unisex";
  letter?: string;
  sort: ListSort;
  page: number;
}

const GENDER_VALUES = ["boy", "girl", "unisex"] as const;
export const LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");
/** More pages than anyone reads; a larger number in a URL is read as the last of these. */
const MAX_PAGE = 10_000;

/** Reads the list filters from a query string; anything not understood is ignored rather than an error. */
export function readListParams(search: URLSearchParams): ListParams {
  const gender = search.get("gender");
  const letter = search.get("letter")?.toLowerCase();
  const sort = search.get("sort");
  const page = Number(search.get("page"));
  return {
    gender: (GENDER_VALUES as readonly string[]).includes(gender ?? "") ? (gender as ListParams["gender"]) : undefined,
    letter: letter && LETTERS.includes(letter) ? letter : undefined,
    sort: (LIST_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ListSort) : "popular",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of these filters, with defaults left out (so the plain list keeps its plain URL). */
export function listSearch(params: ListParams, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  if (params.gender) search.set("gender", params.gender);
  if (params.letter) search.set("letter", params.letter);
  if (params.sort !== "popular") search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The API query of one page of the list (undefined values are left out of the key and the URL). */
export function listApiQuery(params: ListParams, pageSize: number) {
  return {
    gender: params.gender,
    letter: params.letter,
    sort: params.sort === "popular" ? undefined : params.sort,
    limit: pageSize,
    offset: params.page > 1 ? (params.page - 1) * pageSize : undefined,
  };
}
