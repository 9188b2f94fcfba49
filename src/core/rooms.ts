// Request schemas of the rooms API (server side: the client imports room-types instead).
import { z } from "zod";
import { CATALOG_COUNTRIES, CATALOG_ORIGINS, GENDERS } from "./enums";
import { nameIdSchema, startingLetterSchema } from "./filters";
import { RATINGS } from "./room-types";

export const ROOM_ID = /^[A-Za-z0-9_-]{22}$/;
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const roomFilterSchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    country: z.enum(["all", ...CATALOG_COUNTRIES]).default("all"),
    origin: z.enum(["all", ...CATALOG_ORIGINS]).default("all"),
    startingLetter: startingLetterSchema,
  })
  .strict();

const surnameSchema = z
  .string()
  .trim()
  .normalize("NFC")
  .max(60)
  .refine(
    (s) => s === "" || /^[\p{L}\p{M}][\p{L}\p{M}' -]*$/u.test(s),
    "may hold letters, spaces, hyphens and apostrophes",
  );

export const createRoomBodySchema = z
  .object({
    fromFavorites: z.boolean().default(true),
    filter: roomFilterSchema.default({ gender: "all", country: "all", origin: "all", startingLetter: undefined }),
    surname: surnameSchema.default(""),
  })
  .strict();

export const updateRoomBodySchema = z
  .object({ filter: roomFilterSchema.optional(), surname: surnameSchema.optional() })
  .strict()
  .refine((b) => b.filter !== undefined || b.surname !== undefined, {
    message: "send filter or surname",
    path: ["filter"],
  });

export const roomParamsSchema = z.object({ id: z.string().regex(ROOM_ID, "is not a room id") }).strict();
export const roomNameParamsSchema = z
  .object({ id: z.string().regex(ROOM_ID, "is not a room id"), nameId: nameIdSchema })
  .strict();
export const joinRoomBodySchema = z.object({ invite: z.string().regex(INVITE_TOKEN, "is not an invite") }).strict();
export const ratingBodySchema = z.object({ rating: z.enum(RATINGS) }).strict();
export const addRoomNameBodySchema = z.object({ nameId: nameIdSchema }).strict();
export const queueQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(10) }).strict();
