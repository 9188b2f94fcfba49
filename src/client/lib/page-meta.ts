import { categoryMeta, defaultMeta, notFoundMeta, routeMeta } from "../content/meta";
import type { PageMeta } from "./meta";

/** Title and description of a fixed route (texts from content/meta), with its canonical path. */
export function pageMeta(path: string): PageMeta {
  return { ...(routeMeta[path] ?? defaultMeta), path };
}

export function categoryPageMeta(type: string, value: string, path: string): PageMeta {
  return { ...categoryMeta(type, value), path };
}

/** The 404 page: no canonical path of its own (the requested path is used) and HTTP status 404. */
export function notFoundPageMeta(): PageMeta {
  return { ...notFoundMeta, status: 404 };
}

/** A category value the site does not have: a 404 whose title does not repeat the invented value. */
export function unknownCategoryMeta(): PageMeta {
  return {
    title: "No names found",
    description: "This category does not exist on Namewise. Explore names by country, origin, religion or language.",
    status: 404,
    noindex: true,
  };
}
