import type { QueryFunction } from "@tanstack/react-query";
import { ApiError, keyToUrl } from "./api";

export type Inject = (path: string, cookie?: string) => Promise<{ status: number; json: unknown }>;

/** The server's default query function: the same URL as in the browser, answered in-process. */
export function injectQueryFn(inject: Inject): QueryFunction {
  return async ({ queryKey }) => {
    const res = await inject(keyToUrl(queryKey));
    if (res.status >= 400) {
      const body = res.json === null || res.json === undefined ? "" : JSON.stringify(res.json);
      throw new ApiError(res.status, `${res.status}: ${body}`);
    }
    return res.json;
  };
}

function errorStatus(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
}

/** Whether a (possibly dehydrated) query error is an HTTP 404. */
export function isNotFoundError(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/**
 * Whether the thing a page asked for cannot exist: unknown (404), malformed (400) or too long to be
 * an address (414). The page then shows the 404 page, never an error message with a 200.
 */
export function isMissingError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400 || status === 414;
}
