import { describe, expect, it } from "vitest";
import { listSearch, readListParams } from "./list-params";
import { visiblePages } from "./Pager";

describe("list URLs", () => {
  it("read filters from the query string and ignore what they do not understand", () => {
    expect(readListParams(new URLSearchParams("gender=girl&letter=S&sort=az&page=2"))).toEqual({
      gender: "girl",
      letter: "s",
      sort: "az",
      page: 2,
    });
    expect(readListParams(new URLSearchParams("gender=robot&letter=ab&sort=x&page=-3"))).toEqual({
      gender: undefined,
      letter: undefined,
      sort: "popular",
      page: 1,
    });
  });

  it("leave defaults out of the link", () => {
    expect(listSearch({ sort: "popular", page: 1 })).toBe("");
    expect(listSearch({ gender: "boy", sort: "rising", page: 3 }, { q: "ann" })).toBe(
      "?q=ann&gender=boy&sort=rising&page=3",
    );
  });

  it("show the first, last and nearby pages with gaps between", () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});
