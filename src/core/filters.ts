import { z } from "zod";
import {
  CATALOG_COUNTRIES,
  CATALOG_LANGUAGES,
  CATALOG_ORIGINS,
  CATEGORY_TYPES,
  GENDERS,
  LIST_SORTS,
  REGIONS,
  RELIGIONS,
} from "./enums";

export const GENERATOR_LIMIT = { min: 1, max: 50, default: 6 } as const;

/** Query strings arrive as text; accept numbers written as text but nothing else. */
const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** SPEC §5 generator filter. Every field defaults to all; startingLetter is one letter of any script. */
/** A single first letter (any script), or nothing: an empty value means no letter filter. */
export const startingLetterSchema = z
  .string()
  .trim()
  .normalize("NFC")
  .refine((s) => s === "" || /^\p{L}$/u.test(s), "must be a single letter")
  .optional()
  .transform((s) => (s ? s : undefined));

export const generatorFilterSchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    religion: z.enum(RELIGIONS).default("all"),
    language: z.enum(["all", ...CATALOG_LANGUAGES]).default("all"),
    region: z.enum(REGIONS).default("all"),
    country: z.enum(["all", ...CATALOG_COUNTRIES]).default("all"),
    origin: z.enum(["all", ...CATALOG_ORIGINS]).default("all"),
    startingLetter: startingLetterSchema,
    limit: integer(GENERATOR_LIMIT.min, GENERATOR_LIMIT.max).default(GENERATOR_LIMIT.default),
  })
  .strict();

export type GeneratorFilter = z.infer<typeof generatorFilterSchema>;
export type GeneratorFilterInput = z.input<typeof generatorFilterSchema>;

export const categoryParamsSchema = z.object({
  type: z.enum(CATEGORY_TYPES),
  value: z.string().trim().min(1).max(60).toLowerCase(),
});

const letterSchema = z
  .string()
  .trim()
  .normalize("NFC")
  .refine((s) => /^\p{L}$/u.test(s), "must be a single letter");

/** Filters, order and page of every list of names (category, landing, A to Z, search results). */
export const listQuerySchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    letter: letterSchema.optional(),
    sort: z.enum(LIST_SORTS).default("popular"),
    limit: integer(1, 200).default(50),
    offset: integer(0, 1_000_000).default(0),
  })
  .strict();

export const categoryQuerySchema = listQuerySchema;

export const letterParamsSchema = z.object({
  letter: z
    .string()
    .regex(/^[a-zA-Z]$/, "must be a letter from a to z")
    .toLowerCase(),
});

/** Names whose spelling matches what was typed (the search results page). */
export const nameMatchQuerySchema = listQuerySchema.extend({ q: z.string().trim().min(1).max(60) }).strict();

/** The search box's suggestions. */
export const suggestQuerySchema = z
  .object({ q: z.string().trim().min(1).max(60), limit: integer(1, 20).default(8) })
  .strict();

export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(100),
    limit: integer(1, 50).default(9),
  })
  .strict();

/** A name id: a UUID in any letter case, compared in lower case (the catalog's form). */
export const nameIdSchema = z.string().uuid().toLowerCase();

export const favoriteBodySchema = z.object({ nameId: nameIdSchema }).strict();
