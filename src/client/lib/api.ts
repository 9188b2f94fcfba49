import type { QueryFunction, QueryKey } from "@tanstack/react-query";

/** A trailing plain object in a query key becomes the query string; undefined and "" values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Builds a URL from the key segments joined with "/" (SPEC §7); the first segment is the path prefix as is. */
export function keyToUrl(key: QueryKey): string {
  const parts: string[] = [];
  let query = "";
  key.forEach((segment, index) => {
    if (segment !== null && typeof segment === "object") {
      query = toQueryString(segment as QueryParams);
    } else if (segment !== undefined && segment !== null) {
      parts.push(index === 0 ? String(segment) : encodeURIComponent(String(segment)));
    }
  });
  return parts.join("/") + query;
}

/** SPEC §8: the error message is `${status}: ${body || statusText}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`);
  }
}

/** Every request carries cookies; a body is sent as JSON. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(keyToUrl(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
