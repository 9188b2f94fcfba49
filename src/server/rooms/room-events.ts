import { EventEmitter } from "node:events";

/**
 * Tells this process's open event streams that a room changed. Streams also re-read the room's version
 * from the database every few seconds, so a change made through another app server still arrives.
 */
export function createRoomEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    changed(roomId: string) {
      emitter.emit(roomId);
    },
    subscribe(roomId: string, listener: () => void): () => void {
      emitter.on(roomId, listener);
      return () => emitter.off(roomId, listener);
    },
  };
}

export type RoomEvents = ReturnType<typeof createRoomEvents>;
