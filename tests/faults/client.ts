// A browser-like visitor of the real server: keeps its session cookie and sends same-origin writes.

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

export class Visitor {
  cookie = "";

  constructor(readonly base: string) {}

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // pages and empty answers stay text
    }
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: parsed };
  }

  addFavorite(nameId: string) {
    return this.send("POST", "/api/favorites", { nameId });
  }

  removeFavorite(nameId: string) {
    return this.send("DELETE", `/api/favorites/${nameId}`);
  }

  async favoriteIds(): Promise<string[]> {
    const res = await this.send("GET", "/api/favorites");
    if (res.status !== 200) throw new Error(`GET /api/favorites answered ${res.status}`);
    return (res.body as { favorites: { nameId: string }[] }).favorites.map((f) => f.nameId);
  }
}

/** Name ids to favorite: the first n of the catalog's top names, read from the running server. */
export async function someNameIds(base: string, n: number): Promise<string[]> {
  const ids = new Set<string>();
  for (const gender of ["girl", "boy"]) {
    const res = await fetch(`${base}/api/names/top?gender=${gender}&limit=50`);
    for (const name of ((await res.json()) as { names: { id: string }[] }).names) ids.add(name.id);
  }
  if (ids.size < n) throw new Error(`only ${ids.size} names to favorite`);
  return [...ids].slice(0, n);
}
