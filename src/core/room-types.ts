// The rooms' vocabulary and pure rules, free of zod so that the client can import them.
import type { CATALOG_COUNTRIES, CATALOG_ORIGINS, GENDERS } from "./enums";
import type { NameSummary } from "./name";

export const RATINGS = ["love", "like", "no"] as const;
export type Rating = (typeof RATINGS)[number];

/** What a rating adds to a match's combined score; a "no" keeps the name out of the matches. */
export const RATING_SCORE: Record<Exclude<Rating, "no">, number> = { love: 2, like: 1 };

/** The room's generator filter (its request schema is roomFilterSchema in rooms.ts). */
export interface RoomFilter {
  gender: (typeof GENDERS)[number];
  country: "all" | (typeof CATALOG_COUNTRIES)[number];
  origin: "all" | (typeof CATALOG_ORIGINS)[number];
  startingLetter?: string;
}

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
