/** Whether a URL (path, optionally with a query) is under the JSON API. */
export function isApiPath(url: string): boolean {
  const path = url.split("?")[0];
  return path === "/api" || path.startsWith("/api/");
}
