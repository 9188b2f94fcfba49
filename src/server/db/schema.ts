export interface FavoritesTable {
  id: string;
  session_id: string;
  name_id: string;
  /** ISO 8601 UTC text on both dialects, so ordering and comparison behave the same everywhere. */
  created_at: string;
}

export interface Database {
  favorites: FavoritesTable;
}
