import { describe, expect, it } from "vitest";
import { loadCatalog } from "./load";
import { foldName, matchNames, withinOneEdit } from "./name-match";

describe("matching a typed name", () => {
  const { catalog } = loadCatalog();
  const names = (q: string, max = 10) => matchNames(catalog, q, max).map((p) => catalog.names[p].name);

  it("folds accents, case and punctuation", () => {
    expect(foldName("Zoë")).toBe("zoe");
    expect(foldName("Mary-Jane")).toBe("maryjane");
    expect(foldName("SIOBHÁN")).toBe("siobhan");
  });

  it("allows one inserted, deleted or replaced letter", () => {
    expect(withinOneEdit("sioban", "siobhan")).toBe(true);
    expect(withinOneEdit("siobhan", "siobhan")).toBe(true);
    expect(withinOneEdit("siobxan", "siobhan")).toBe(true);
    expect(withinOneEdit("sobn", "siobhan")).toBe(false);
  });

  it("lists names that start with the query first, then those a typo away, most popular first", () => {
    expect(names("siob").slice(0, 2)).toContain("Siobhan");
    expect(names("sioban")).toContain("Siobhan");
    expect(names("zoe")).toEqual(expect.arrayContaining(["Zoe", "Zoë"]));
    const olivia = names("olivai");
    expect(olivia).toContain("Olivia");
  });

  it("answers nothing for a single letter", () => {
    expect(names("s")).toEqual([]);
  });
});
