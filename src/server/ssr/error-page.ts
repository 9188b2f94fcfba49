import { escapeHtml } from "./html";

const TITLES: Record<number, string> = {
  400: "This address is not valid",
  404: "Page not found",
  414: "This address is too long",
  503: "Namewise is briefly unavailable",
};

/**
 * A small self-contained page for errors found before the app can render (a malformed URL, an outage):
 * no script, styles inline, and a way back home. Pages the app can render use its own 404 page.
 */
export function errorPageHtml(status: number, message: string): string {
  const title = TITLES[status] ?? "Something went wrong";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} | Namewise</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#fff;color:#0f172a}main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}h1{font-size:2rem}a{color:#4338ca}@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}a{color:#a5b4fc}}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}.</p>
<p><a href="/">Go to the Namewise homepage</a></p>
</main>
</body>
</html>
`;
}
