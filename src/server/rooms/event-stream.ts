import type { FastifyReply, FastifyRequest } from "fastify";
import type { RoomsRepo } from "../db/rooms-repo";
import type { RoomEvents } from "./room-events";

const POLL_MS = 3_000;
const HEARTBEAT_MS = 15_000;

/**
 * A Server-Sent Events stream of a room's version: one `version` event at once, then one whenever the
 * room changes (a rating, a join, a new name). The client refetches what it shows on each event.
 */
export function streamRoomVersions(
  req: FastifyRequest,
  reply: FastifyReply,
  roomId: string,
  repo: RoomsRepo,
  events: RoomEvents,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  let sent = -1;
  let closed = false;
  const send = async () => {
    if (closed) return;
    let version: number | null;
    try {
      version = await repo.version(roomId);
    } catch {
      return; // the database is briefly away: the next poll or change tries again
    }
    if (closed || version === null || version === sent) return;
    sent = version;
    res.write(`event: version\ndata: ${JSON.stringify({ version })}\n\n`);
  };
  const unsubscribe = events.subscribe(roomId, () => void send());
  const poll = setInterval(() => void send(), POLL_MS);
  const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
  const stop = () => {
    closed = true;
    unsubscribe();
    clearInterval(poll);
    clearInterval(heartbeat);
  };
  req.raw.on("close", stop);
  res.on("close", stop);
  void send();
}
