import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryFn, keyToUrl } from "./api";
import { categoryKey, nameKey, searchKey, trendingKey } from "./queries";

describe("keyToUrl", () => {
  it("joins key segments with slashes and turns a trailing object into the query string", () => {
    expect(keyToUrl(["/api/favorites"])).toBe("/api/favorites");
    expect(keyToUrl(trendingKey())).toBe("/api/names/trending");
    expect(keyToUrl(trendingKey("uk"))).toBe("/api/names/trending?country=uk");
    expect(keyToUrl(trendingKey("usa"))).toBe("/api/names/trending"); // the default country shares its key
    expect(keyToUrl(categoryKey("country", "germany", { gender: "boy", limit: 12 }))).toBe(
      "/api/names/category/country/germany?gender=boy&limit=12",
    );
    expect(keyToUrl(searchKey("moon light", 9))).toBe("/api/names/search?q=moon+light&limit=9");
    expect(keyToUrl(nameKey("léa"))).toBe("/api/names/l%C3%A9a");
  });
});

describe("getQueryFn", () => {
  afterEach(() => vi.unstubAllGlobals());

  const run = (on401: "throw" | "returnNull") =>
    getQueryFn<unknown>({ on401 })({
      queryKey: ["/api/x"],
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    } as never);

  it("fetches with cookies and parses JSON", async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(run("throw")).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/x", expect.objectContaining({ credentials: "include" }));
  });

  it("throws `status: body` on a failed response, or the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", async () => new Response("boom", { status: 500, statusText: "Internal Server Error" }));
    await expect(run("throw")).rejects.toThrow("500: boom");
    vi.stubGlobal("fetch", async () => new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(run("throw")).rejects.toThrow("502: Bad Gateway");
  });

  it("returns null on 401 only when configured to", async () => {
    vi.stubGlobal("fetch", async () => new Response("no", { status: 401, statusText: "Unauthorized" }));
    await expect(run("returnNull")).resolves.toBeNull();
    await expect(run("throw")).rejects.toThrow("401: no");
  });
});
