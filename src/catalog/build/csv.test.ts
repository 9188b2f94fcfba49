import { describe, expect, it } from "vitest";
import { csvRecords, parseCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("reads plain and quoted fields", () => {
    expect(parseCsv('a,b,c\n1,"two, with comma",3\n')).toEqual([
      ["a", "b", "c"],
      ["1", "two, with comma", "3"],
    ]);
  });
  it("reads doubled quotes and line breaks inside quotes", () => {
    expect(parseCsv('x,"say ""hi""\nthere"\r\ny,z')).toEqual([
      ["x", 'say "hi"\nthere'],
      ["y", "z"],
    ]);
  });
  it("keeps empty fields and ignores a BOM and the final line break", () => {
    expect(parseCsv("\uFEFFa,,c\r\n,,\r\n")).toEqual([
      ["a", "", "c"],
      ["", "", ""],
    ]);
  });
  it("rejects an unterminated quote", () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/unterminated/);
  });
  it("maps records by header and checks required columns", () => {
    expect(csvRecords('name,meaning\nDavid,"well-beloved, dear"\n', ["name"])).toEqual([
      { name: "David", meaning: "well-beloved, dear" },
    ]);
    expect(() => csvRecords("name\nx\n", ["count"])).toThrow(/missing column count/);
  });
});
