export interface FavoritesTable {
  id: string;
  session_id: string;
  name_id: string;
  /** ISO 8601 UTC text on both dialects, so ordering and comparison behave the same everywhere. */
  created_at: string;
}

export interface SharedListsTable {
  /** 128 random bits, base64url: unguessable, so a list is private to whoever has the link. */
  id: string;
  /** JSON array of name ids, in the order they were favorited: a snapshot that later changes do not touch. */
  name_ids: string;
  created_at: string;
}

export interface Database {
  favorites: FavoritesTable;
  shared_lists: SharedListsTable;
}
