import { describe, expect, it } from "vitest";
import { isFewBirths } from "../../core/few-births";
import { arpabetToIpa } from "./pronounce";
import {
  bandPerMillion,
  genderFromBirths,
  genderFromCounts,
  isLatinScript,
  isNameLike,
  isPlaceholder,
  isTraditional,
  topListScore,
  trendDirection,
} from "./rules";
import { NAME_NAMESPACE, NAMESPACE_URL, uuidV5 } from "./uuid";

describe("gender", () => {
  it("is unisex when the minority sex has at least 20%", () => {
    expect(genderFromCounts(80, 20)).toBe("unisex");
    expect(genderFromCounts(81, 19)).toBe("boy");
    expect(genderFromCounts(1, 99)).toBe("girl");
    expect(genderFromCounts(0, 0)).toBeNull();
  });
});

describe("gender from births", () => {
  it("treats a few births of one sex (fewer than 10, or under 2%) as noise that never decides or flips it", () => {
    expect(isFewBirths(9, 9)).toBe(true);
    expect(isFewBirths(19, 1000)).toBe(true);
    expect(isFewBirths(20, 1000)).toBe(false);
    expect(genderFromBirths(1, 0)).toBeNull(); // one Scottish birth says nothing: Cheran
    expect(genderFromBirths(7, 0)).toBeNull(); // Itziar's 7 US boys
    expect(genderFromBirths(15, 1000)).toBe("girl");
    expect(genderFromBirths(300, 1000)).toBe("unisex");
    expect(genderFromBirths(9, 8)).toBeNull();
  });
});

describe("register placeholders and typos", () => {
  it("are the listed words, single letters, Mª and three identical letters in a row", () => {
    for (const s of [
      "Unknown",
      "Infant",
      "Baby",
      "Babyboy",
      "Baby Girl",
      "Boy",
      "Girl",
      "Male",
      "Female",
      "Child",
      "Notnamed",
      "Not-Named",
      "Unnamed",
      "Jr",
      "Jr.",
      "M",
      "Mª",
      "Melisssa",
      "Willliam",
    ])
      expect(isPlaceholder(s), s).toBe(true);
    for (const s of ["Babette", "Boyd", "Malena", "Anna", "Jr-Ann", "Aaron", "Maëlle"])
      expect(isPlaceholder(s), s).toBe(false);
  });

  it("keeps spellings in other scripts out of the catalog", () => {
    expect(isLatinScript("Zoë")).toBe(true);
    expect(isLatinScript("Jean-Pierre")).toBe(true);
    expect(isLatinScript("אביגיל")).toBe(false);
  });
});

describe("trend", () => {
  it("rises or falls by a factor of 1.2, is new when unranked before", () => {
    expect(trendDirection(500, 416)).toBe("rising");
    expect(trendDirection(500, 420)).toBe("steady");
    expect(trendDirection(10, 12)).toBe("falling");
    expect(trendDirection(2, 1)).toBe("rising");
    expect(trendDirection(null, 40)).toBe("new");
  });
});

describe("traditional vs modern", () => {
  const none = {
    birthsBefore1950: 0,
    ancientCategory: false,
    biblical: false,
    authoredAncientOrigin: false,
    hasBirths: true,
  };
  it("is traditional when given at least 100 times before 1950, or of ancient standing", () => {
    expect(isTraditional({ ...none, birthsBefore1950: 100 })).toBe(true);
    expect(isTraditional({ ...none, biblical: true })).toBe(true);
    expect(isTraditional({ ...none, ancientCategory: true })).toBe(true);
  });
  it("is modern when births start late, and SPEC's default without births", () => {
    expect(isTraditional({ ...none, birthsBefore1950: 99 })).toBe(false);
    expect(isTraditional({ ...none, hasBirths: false })).toBe(true);
  });
});

describe("ids", () => {
  it("are UUID v5 of the normalised spelling in a fixed namespace", () => {
    expect(uuidV5("namewise:names", NAMESPACE_URL)).toBe(NAME_NAMESPACE);
    expect(uuidV5("olivia", NAME_NAMESPACE)).toBe("81801591-9d36-5ccc-8b93-4e5680a83648");
    // The RFC 4122 example value (Python uuid.uuid5(NAMESPACE_DNS, "python.org")).
    expect(uuidV5("python.org", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe("886313e1-3b8a-5372-9b90-0c9aee199e5d");
  });
});

describe("small rules", () => {
  it("converts nam_dict bands, filters fragments, transcribes ARPAbet", () => {
    expect(bandPerMillion(9)).toBe(20000);
    expect(bandPerMillion(7)).toBe(5000);
    expect(isNameLike("Jean-Pierre")).toBe(true);
    expect(isNameLike("O'Shea")).toBe(true);
    expect(isNameLike("T.J.")).toBe(false);
    expect(isNameLike("Ellie-")).toBe(false);
    expect(isNameLike("M")).toBe(false);
    expect(arpabetToIpa("OW0 L IH1 V IY0 AH0")).toBe("/oʊˈlɪviə/");
    expect(arpabetToIpa("K R IH1 S T AH0 F ER0")).toBe("/ˈkrɪstəfər/");
    expect(arpabetToIpa("G R EY1 S")).toBe("/ɡreɪs/");
  });
});

describe("top-list scores of usage-only countries", () => {
  it("keep list order and lead every nam_dict band", () => {
    expect(topListScore(1)).toBeGreaterThan(topListScore(2));
    expect(topListScore(10)).toBeGreaterThan(bandPerMillion(13));
  });
});
