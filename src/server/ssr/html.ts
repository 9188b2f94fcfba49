// Builds the page around the rendered app: head tags per route and the dehydrated query cache.

export interface HeadMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Keep the page out of search engines (shared lists are private to whoever holds the link). */
  noindex?: boolean;
}

const SITE_NAME = "Namewise";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function headTags(meta: HeadMeta): string {
  const title = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
  const t = escapeHtml(title);
  const d = escapeHtml(meta.description);
  const u = escapeHtml(meta.canonicalUrl);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<link rel="canonical" href="${u}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${u}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(meta.noindex ? [`<meta name="robots" content="noindex" />`] : []),
  ].join("\n    ");
}

export interface Template {
  /** Everything up to the inside of #root, with the head placeholder still in it. */
  before: string;
  /** Everything after the app HTML, with the state placeholder still in it. */
  after: string;
  /** The theme script's text, written inline in place of its <script src> (saves a render-blocking request). */
  themeScript?: string;
}

export const THEME_SCRIPT_TAG = '<script src="/theme.js"></script>';

const HEAD_MARK = "<!--app-head-->";
const HTML_MARK = "<!--app-html-->";

export function parseTemplate(html: string): Template {
  const at = html.indexOf(HTML_MARK);
  if (at < 0 || !html.includes(HEAD_MARK))
    throw new Error("index.html lacks the <!--app-head--> or <!--app-html--> marker");
  return { before: html.slice(0, at), after: html.slice(at + HTML_MARK.length) };
}

/** The theme script's text as written inline (the CSP allows exactly this text by its hash). */
export function inlineThemeScript(themeScript: string): string {
  return themeScript.replace(/<\//g, "<\\/");
}

export function pageStart(template: Template, meta: HeadMeta): string {
  const before = template.before.replace(HEAD_MARK, headTags(meta));
  if (!template.themeScript) return before;
  const inline = `<script>${inlineThemeScript(template.themeScript)}</script>`;
  return before.replace(THEME_SCRIPT_TAG, () => inline);
}

export function pageEnd(template: Template, stateId: string, stateJson: string): string {
  const script = `<script type="application/json" id="${stateId}">${escapeJsonForScript(stateJson)}</script>`;
  return template.after.replace("</body>", `${script}\n  </body>`);
}
