import { createContext, type ReactNode, useContext, useEffect } from "react";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (no query string); defaults to the current path. */
  path?: string;
  /** HTTP status the server answers with (404 page). */
  status?: number;
  /** Keep the page out of search engines (shared lists). */
  noindex?: boolean;
}

export const SITE_NAME = "Namewise";

/** Collects the meta of the page being rendered on the server (render runs once, before the head is written). */
export interface MetaCollector {
  meta?: PageMeta;
}

const MetaContext = createContext<MetaCollector | null>(null);

export function MetaProvider({ collector, children }: { collector: MetaCollector | null; children: ReactNode }) {
  return <MetaContext.Provider value={collector}>{children}</MetaContext.Provider>;
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function setMetaContent(selector: string, attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function applyToDocument(meta: PageMeta) {
  const title = fullTitle(meta.title);
  document.title = title;
  const url = new URL(meta.path ?? window.location.pathname, window.location.origin).href;
  setMetaContent('meta[name="description"]', "name", "description", meta.description);
  setMetaContent('meta[property="og:title"]', "property", "og:title", title);
  setMetaContent('meta[property="og:description"]', "property", "og:description", meta.description);
  setMetaContent('meta[property="og:url"]', "property", "og:url", url);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.appendChild(link);
  }
  link.href = url;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (meta.noindex && !robots) setMetaContent('meta[name="robots"]', "name", "robots", "noindex");
  if (!meta.noindex) robots?.remove();
}

/** Declares the page's title, description and canonical path: written into the server HTML, updated on navigation. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(MetaContext);
  if (collector) collector.meta = meta;
  const { title, description, path, noindex } = meta;
  useEffect(() => {
    applyToDocument({ title, description, path, noindex });
  }, [title, description, path, noindex]);
}
