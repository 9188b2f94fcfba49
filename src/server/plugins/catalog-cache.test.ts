import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createCatalogResponder } from "./catalog-cache";

describe("the catalog responder", () => {
  it("computes an answer once per URL and keeps the cache within its byte budget", async () => {
    const app = Fastify();
    const respond = createCatalogResponder(3_000);
    let computed = 0;
    app.get("/x", async (req, reply) =>
      respond(req, reply, () => {
        computed += 1;
        return { padding: "x".repeat(1_000), q: req.query };
      }),
    );
    for (const url of ["/x?a=1", "/x?a=1", "/x?a=2", "/x?a=1"]) await app.inject({ method: "GET", url });
    expect(computed).toBe(2);
    // Three more distinct URLs push the oldest entries out of a ~3 kB budget.
    for (const url of ["/x?a=3", "/x?a=4", "/x?a=5"]) await app.inject({ method: "GET", url });
    await app.inject({ method: "GET", url: "/x?a=2" });
    expect(computed).toBe(6);
    await app.close();
  });

  it("does not cache an answer whose computation fails", async () => {
    const app = Fastify();
    const respond = createCatalogResponder();
    let calls = 0;
    app.get("/boom", async (req, reply) =>
      respond(req, reply, () => {
        calls += 1;
        throw Object.assign(new Error("missing"), { statusCode: 404 });
      }),
    );
    expect((await app.inject({ method: "GET", url: "/boom" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/boom" })).statusCode).toBe(404);
    expect(calls).toBe(2);
    await app.close();
  });
});
