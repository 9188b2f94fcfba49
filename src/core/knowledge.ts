import { z } from "zod";
import { CATALOG_COUNTRIES, CATALOG_LANGUAGES, CATALOG_ORIGINS, CATALOG_RELIGIONS, CONFIDENCES } from "./enums";

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/\b(TODO|TBD|lorem|placeholder|unknown meaning)\b/i.test(s), "placeholder text");

/** One authored knowledge record (a line of data/knowledge/*.jsonl). See docs/knowledge.md for the rules. */
export const knowledgeRecordSchema = z
  .object({
    name: text(60),
    gender: z.enum(["boy", "girl", "unisex"]),
    meaning: text(90),
    origin: z.enum(CATALOG_ORIGINS),
    languages: z.array(z.enum(CATALOG_LANGUAGES)).min(1),
    religions: z.array(z.enum(CATALOG_RELIGIONS as [string, ...string[]])).min(1),
    region: z.enum(["north", "south", "east", "west", "global"]),
    countries: z.array(z.enum(CATALOG_COUNTRIES)).optional(),
    ipa: text(60),
    respelling: text(60),
    culturalSignificance: text(400),
    confidence: z.enum(CONFIDENCES),
    basis: text(200),
  })
  .strict();

export type KnowledgeRecord = z.infer<typeof knowledgeRecordSchema>;
