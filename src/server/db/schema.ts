export interface FavoritesTable {
  id: string;
  session_id: string;
  name_id: string;
  /** ISO 8601 UTC text on both dialects, so ordering and comparison behave the same everywhere. */
  created_at: string;
}

/** A visitor's anonymous session, stored only while it holds favorites; purged after 13 months unused. */
export interface SessionsTable {
  id: string;
  last_seen_at: string;
}

export interface SharedListsTable {
  /** 128 random bits, base64url: unguessable, so a list is private to whoever has the link. */
  id: string;
  /** JSON array of name ids, in the order they were favorited: a snapshot that later changes do not touch. */
  name_ids: string;
  created_at: string;
  /** The session that shared it (null for lists shared before sessions were stored). */
  session_id: string | null;
  /** sha256 of the id list: sharing the same favorites again gives the same list, not a new copy. */
  content_key: string | null;
  last_seen_at: string | null;
}

/** A "decide together" room: reachable only by its participants' sessions. */
export interface RoomsTable {
  id: string;
  creator_session: string;
  /** The current invite; replacing it revokes the old one, null means no invite is valid. */
  invite_token: string | null;
  surname: string;
  /** JSON of the room's generator filter (gender, country, origin, first letter). */
  filter: string;
  /** Bumped on every change, so clients and the event stream can tell something happened. */
  version: number;
  created_at: string;
  last_active_at: string;
}

export interface RoomParticipantsTable {
  room_id: string;
  session_id: string;
  joined_at: string;
}

/** The room's shortlist, and every name anyone has rated (so that the others get to rate it too). */
export interface RoomNamesTable {
  room_id: string;
  name_id: string;
  added_at: string;
}

export interface RoomRatingsTable {
  room_id: string;
  session_id: string;
  name_id: string;
  rating: string;
  rated_at: string;
}

export interface Database {
  favorites: FavoritesTable;
  sessions: SessionsTable;
  shared_lists: SharedListsTable;
  rooms: RoomsTable;
  room_participants: RoomParticipantsTable;
  room_names: RoomNamesTable;
  room_ratings: RoomRatingsTable;
}
