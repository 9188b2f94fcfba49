import { describe, expect, it } from "vitest";
import { BIRTH_FILES } from "../../catalog/build/sources";
import { birthDataSources } from "./about";

describe("the About page's birth statistics", () => {
  it("credit every births file the catalog is built from, marking the licences still to confirm", () => {
    expect(birthDataSources.map((s) => s.id).sort()).toEqual(BIRTH_FILES.map((f) => f.id).sort());
    for (const f of BIRTH_FILES) {
      const shown = birthDataSources.find((s) => s.id === f.id);
      expect(shown?.licence.includes("(to confirm)"), f.id).toBe(f.licenceToConfirm);
      for (const line of f.attribution.split("; ").slice(0, 1))
        expect(shown?.attribution.join(" "), f.id).toContain(line.slice(0, 30));
    }
  });
});
