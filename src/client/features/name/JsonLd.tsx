/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Structured data for search engines, rendered into the server HTML. A JSON-LD block is data, not
 * script: browsers never execute it, so the page's CSP (script-src 'self' and the theme script's hash) does not apply.
 */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data block, never executed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
