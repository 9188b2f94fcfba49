import { z } from "zod";
import { COUNTRIES, GENDERS, ORIGINS } from "./enums";
import { nameIdSchema } from "./filters";
import type { NameSummary } from "./name";

/** How many browsers may take part in one room (the creator included). */
export const MAX_ROOM_PARTICIPANTS = 6;
/** How many names a room's shortlist may hold. */
export const MAX_ROOM_NAMES = 500;

export const RATINGS = ["love", "like", "no"] as const;
export type Rating = (typeof RATINGS)[number];

/** What a rating adds to a match's combined score; a "no" keeps the name out of the matches. */
export const RATING_SCORE: Record<Exclude<Rating, "no">, number> = { love: 2, like: 1 };

export const ROOM_ID = /^[A-Za-z0-9_-]{22}$/;
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const roomFilterSchema = z
  .object({
    gender: z.enum(GENDERS).default("all"),
    country: z.enum(COUNTRIES).default("all"),
    origin: z.enum(ORIGINS).default("all"),
    startingLetter: z
      .string()
      .trim()
      .normalize("NFC")
      .refine((s) => s === "" || /^\p{L}$/u.test(s), "must be a single letter")
      .optional()
      .transform((s) => (s ? s : undefined)),
  })
  .strict();
export type RoomFilter = z.infer<typeof roomFilterSchema>;

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

export interface RoomView {
  id: string;
  participants: number;
  isCreator: boolean;
  surname: string;
  filter: RoomFilter;
  /** Only the creator sees the invite link (relative to the site unless SITE_URL is set). */
  inviteUrl: string | null;
  /** The shortlist, in the order names were added. */
  names: NameSummary[];
  /** This browser's own ratings; nobody sees anyone else's. */
  myRatings: Record<string, Rating>;
  version: number;
}

export interface RoomResponse {
  room: RoomView;
}

export interface RoomCreatedResponse {
  room: { id: string; inviteUrl: string };
}

export interface RoomMatch {
  name: NameSummary;
  score: number;
  loves: number;
}

export interface RoomMatchesResponse {
  participants: number;
  matches: RoomMatch[];
  version: number;
}

export interface RoomQueueResponse {
  names: NameSummary[];
}

/**
 * Names every participant rated like or love, none rated no, ranked by combined score (love 2, like 1),
 * then by loves, then by name. Fewer than two participants make no match: agreeing needs two.
 */
export function rankMatches(
  participants: number,
  ratings: ReadonlyArray<{ nameId: string; rating: Rating }>,
): Array<{ nameId: string; score: number; loves: number }> {
  if (participants < 2) return [];
  const byName = new Map<string, { votes: number; score: number; loves: number; vetoed: boolean }>();
  for (const { nameId, rating } of ratings) {
    const entry = byName.get(nameId) ?? { votes: 0, score: 0, loves: 0, vetoed: false };
    entry.votes += 1;
    if (rating === "no") entry.vetoed = true;
    else {
      entry.score += RATING_SCORE[rating];
      if (rating === "love") entry.loves += 1;
    }
    byName.set(nameId, entry);
  }
  return [...byName]
    .filter(([, e]) => !e.vetoed && e.votes === participants)
    .map(([nameId, e]) => ({ nameId, score: e.score, loves: e.loves }))
    .sort((a, b) => b.score - a.score || b.loves - a.loves || a.nameId.localeCompare(b.nameId));
}
