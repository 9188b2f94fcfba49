// Limits on visitor data, shared by the server (which enforces them) and the client (which explains them).
// Kept free of zod so the client can import it without the validation library.

/** How many favorites one session may keep, and so how many names a shared list holds at most. */
export const MAX_FAVORITES = 500;

/** How many browsers may take part in one room (the creator included). */
export const MAX_ROOM_PARTICIPANTS = 6;

/** How many names a room's shortlist may hold. */
export const MAX_ROOM_NAMES = 500;
