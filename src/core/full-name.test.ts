import { describe, expect, it } from "vitest";
import { initialsOf, rhythmOf, soundClash, syllablesOf, unfortunateInitials } from "./full-name";
import { rankMatches } from "./room-types";

describe("a first name with the family's surname", () => {
  it("takes an initial from each part of the surname and warns on unfortunate ones", () => {
    expect(initialsOf("Olivia", "van der Berg")).toBe("OVDB");
    expect(initialsOf("Émile", "Durand-Lévy")).toBe("EDL");
    expect(unfortunateInitials(initialsOf("Brian", "Smith"))).toBe(true);
    expect(unfortunateInitials(initialsOf("Olivia", "Smith"))).toBe(false);
  });

  it("reads the rhythm from the respelling's stress, else from vowel groups", () => {
    expect(syllablesOf("Olivia", "oh-LIV-ee-uh")).toEqual({ count: 4, stressed: 1 });
    expect(syllablesOf("Stone")).toEqual({ count: 1, stressed: 0 });
    expect(rhythmOf("Olivia", "oh-LIV-ee-uh", "Baker")).toBe("da-DUM-da-da · DUM-da");
  });

  it("warns when the first name ends with the sound the surname begins with", () => {
    expect(soundClash("Thomas", "Smith")).toBe("s");
    expect(soundClash("Grace", "Cyrus")).toBe("s");
    expect(soundClash("Jack", "Cole")).toBe("k");
    expect(soundClash("Olivia", "Smith")).toBeNull();
    expect(soundClash("Noah", "")).toBeNull();
  });
});

describe("matches", () => {
  const r = (nameId: string, rating: "love" | "like" | "no") => ({ nameId, rating });

  it("keep only names every participant liked, ranked by combined rating", () => {
    const ratings = [r("a", "like"), r("a", "like"), r("b", "love"), r("b", "like"), r("c", "love")];
    expect(rankMatches(2, ratings).map((m) => [m.nameId, m.score])).toEqual([
      ["b", 3],
      ["a", 2],
    ]);
  });

  it("drop a name that anyone said no to, and need two participants", () => {
    expect(rankMatches(2, [r("a", "love"), r("a", "no")])).toEqual([]);
    expect(rankMatches(1, [r("a", "love")])).toEqual([]);
  });
});
