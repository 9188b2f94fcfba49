import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  Rating,
  RoomFilter,
  RoomMatchesResponse,
  RoomQueueResponse,
  RoomResponse,
} from "../../../core/room-types";
import { apiRequest } from "../../lib/api";

export const roomKey = (id: string) => ["/api/rooms", id] as const;
export const roomMatchesKey = (id: string) => ["/api/rooms", id, "matches"] as const;
export const roomQueueKey = (id: string) => ["/api/rooms", id, "queue", { limit: 10 }] as const;

export const roomPath = (id: string) => `/together/${encodeURIComponent(id)}`;

export function useRoom(id: string) {
  return useQuery<RoomResponse>({ queryKey: roomKey(id), retry: false });
}

export function useRoomMatches(id: string, enabled: boolean) {
  return useQuery<RoomMatchesResponse>({ queryKey: roomMatchesKey(id), enabled });
}

export function useRoomQueue(id: string, enabled: boolean) {
  return useQuery<RoomQueueResponse>({ queryKey: roomQueueKey(id), enabled });
}

/** Everything the room page shows about this room is refetched: after our own change or a partner's. */
export function useRefreshRoom(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomKey(id), exact: true }),
      queryClient.invalidateQueries({ queryKey: roomMatchesKey(id) }),
      queryClient.invalidateQueries({ queryKey: ["/api/rooms", id, "queue"] }),
    ]);
}

/** Follows the room's event stream: each new version refreshes the room and its matches, with no reload. */
export function useRoomEvents(id: string, enabled: boolean) {
  const refresh = useRef(useRefreshRoom(id));
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/rooms/${encodeURIComponent(id)}/events`);
    let first = true;
    const onVersion = () => {
      if (first) {
        first = false; // the stream opens with the current version, which the page already has
        return;
      }
      void refresh.current();
    };
    source.addEventListener("version", onVersion);
    return () => {
      source.removeEventListener("version", onVersion);
      source.close();
    };
  }, [id, enabled]);
}

export function useRate(id: string) {
  const refresh = useRefreshRoom(id);
  return useMutation({
    mutationFn: ({ nameId, rating }: { nameId: string; rating: Rating }) =>
      apiRequest("PUT", `/api/rooms/${encodeURIComponent(id)}/ratings/${encodeURIComponent(nameId)}`, { rating }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateRoom(id: string) {
  const refresh = useRefreshRoom(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { filter?: RoomFilter; surname?: string }) =>
      apiRequest("PATCH", `/api/rooms/${encodeURIComponent(id)}`, change),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ["/api/rooms", id, "queue"] });
    },
  });
}

export async function createRoom(fromFavorites: boolean): Promise<string> {
  const res = await apiRequest("POST", "/api/rooms", { fromFavorites });
  const body = (await res.json()) as { room: { id: string } };
  return body.room.id;
}
