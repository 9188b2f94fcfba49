import { z } from "zod";
import { CATALOG_COUNTRIES, CATEGORY_TYPES, GENDERS, LANGUAGES, ORIGINS, REGIONS, RELIGIONS } from "./enums";

export const GENERATOR_LIMIT = { min: 1, max: 50, default: 6 } as const;

/** Query strings arrive as text; accept numbers written as text but nothing else. */
const integer = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** SPEC §5 generator filter. Every field defaults to all; startingLetter is one letter of any script. */
export const generatorFilterSchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    religion: z.enum(RELIGIONS).default("all"),
    language: z.enum(LANGUAGES).default("all"),
    region: z.enum(REGIONS).default("all"),
    // SPEC's countries and every further country the catalog covers (Ireland, New Zealand, Chile, …).
    country: z.enum(["all", ...CATALOG_COUNTRIES]).default("all"),
    origin: z.enum(ORIGINS).default("all"),
    startingLetter: z
      .string()
      .trim()
      .normalize("NFC")
      .refine((s) => s === "" || /^\p{L}$/u.test(s), "must be a single letter")
      .optional()
      .transform((s) => (s ? s : undefined)),
    limit: integer(GENERATOR_LIMIT.min, GENERATOR_LIMIT.max).default(GENERATOR_LIMIT.default),
  })
  .strict();

export type GeneratorFilter = z.infer<typeof generatorFilterSchema>;
export type GeneratorFilterInput = z.input<typeof generatorFilterSchema>;

export const categoryParamsSchema = z.object({
  type: z.enum(CATEGORY_TYPES),
  value: z.string().trim().min(1).max(60).toLowerCase(),
});

export const categoryQuerySchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    limit: integer(1, 200).default(50),
    offset: integer(0, 1_000_000).default(0),
  })
  .strict();

export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(100),
    limit: integer(1, 50).default(9),
  })
  .strict();

export const favoriteBodySchema = z.object({ nameId: z.string().uuid() }).strict();
