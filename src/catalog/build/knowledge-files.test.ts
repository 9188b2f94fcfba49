import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readKnowledgeDir } from "./knowledge-files";

const valid = {
  name: "Olivia",
  gender: "girl",
  meaning: "olive tree",
  origin: "latin",
  languages: ["english"],
  religions: ["secular"],
  region: "global",
  ipa: "/əˈlɪv.i.ə/",
  respelling: "oh-LIV-ee-uh",
  culturalSignificance: "Shakespeare gave the name to a heroine of Twelfth Night.",
  confidence: "attested",
  basis: "Linked to Latin oliva 'olive'.",
};

function dirWith(files: Record<string, object[]>): string {
  const dir = mkdtempSync(join(tmpdir(), "knowledge-"));
  for (const [file, records] of Object.entries(files)) {
    writeFileSync(join(dir, file), records.map((r) => JSON.stringify(r)).join("\n"));
  }
  return dir;
}

describe("the knowledge checker", () => {
  it("accepts a valid record", () => {
    const { records, errors } = readKnowledgeDir(dirWith({ "a.jsonl": [valid] }));
    expect(errors).toEqual([]);
    expect(records.map((r) => r.name)).toEqual(["Olivia"]);
  });

  it.each([
    [{ ...valid, origin: "martian" }, "origin"],
    [{ ...valid, religions: ["secular", "christian"] }, "secular listed together"],
    [{ ...valid, meaning: "TODO" }, "placeholder"],
    [{ ...valid, culturalSignificance: "" }, "culturalSignificance"],
    [{ ...valid, ipa: "əˈlɪv.i.ə" }, "between slashes"],
    [{ ...valid, confidence: "sure" }, "confidence"],
    [{ ...valid, colour: "green" }, "colour"],
  ])("rejects %j (%s)", (record, problem) => {
    const { records, errors } = readKnowledgeDir(dirWith({ "a.jsonl": [record] }));
    expect(errors.join("\n")).toContain(problem);
    if (problem !== "secular listed together" && problem !== "between slashes") expect(records).toEqual([]);
  });

  it("finds a duplicate spelling across files, case-insensitively", () => {
    const { errors } = readKnowledgeDir(dirWith({ "a.jsonl": [valid], "b.jsonl": [{ ...valid, name: "OLIVIA" }] }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/b\.jsonl:1: duplicate of a\.jsonl:1/);
  });
});

describe("the project's authored knowledge", () => {
  it("passes every rule: schema, enumerations, no placeholders, no duplicates", () => {
    const { records, errors } = readKnowledgeDir(join(process.cwd(), "data", "knowledge"));
    expect(errors).toEqual([]);
    expect(records.length).toBeGreaterThan(5000);
  });

  it("marks an uncertain origin in the meaning itself", () => {
    const { records } = readKnowledgeDir(join(process.cwd(), "data", "knowledge"));
    const unknownWithoutWord = records.filter(
      (r) =>
        r.origin === "unknown" &&
        r.confidence === "attested" &&
        !/uncertain|unknown|disputed|unclear/i.test(r.meaning + r.basis),
    );
    expect(unknownWithoutWord.map((r) => r.name)).toEqual([]);
  });
});
