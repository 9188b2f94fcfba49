import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Catalog } from "../../catalog/catalog";
import { createGenerator } from "../../catalog/generate";
import type { NameSummary } from "../../core/name";
import {
  type RoomCreatedResponse,
  type RoomMatchesResponse,
  type RoomQueueResponse,
  type RoomResponse,
  rankMatches,
} from "../../core/room-types";
import {
  addRoomNameBodySchema,
  createRoomBodySchema,
  joinRoomBodySchema,
  queueQuerySchema,
  ratingBodySchema,
  roomNameParamsSchema,
  roomParamsSchema,
  updateRoomBodySchema,
} from "../../core/rooms";
import type { FavoritesRepo } from "../db/favorites-repo";
import type { RoomRow, RoomsRepo } from "../db/rooms-repo";
import { HttpError, parseInput } from "../errors";
import { assertSameOrigin } from "../plugins/same-origin";
import { ensureSession, readSession } from "../plugins/session";
import { streamRoomVersions } from "../rooms/event-stream";
import type { RoomEvents } from "../rooms/room-events";
import { publicOrigin } from "../site-origin";

interface RoomRouteOptions {
  catalog: Catalog;
  rooms: RoomsRepo;
  favorites: FavoritesRepo;
  events: RoomEvents;
}

const inviteUrl = (roomId: string, invite: string) =>
  `${publicOrigin()}/together/${roomId}?invite=${encodeURIComponent(invite)}`;

/** "Decide together" rooms: private to their participants, bound to each browser's session. */
export async function roomRoutes(app: FastifyInstance, opts: RoomRouteOptions) {
  const { catalog, rooms, events } = opts;
  const generate = createGenerator(catalog);

  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });

  const summaries = (ids: string[]): NameSummary[] =>
    ids.flatMap((id) => {
      const p = catalog.byId.get(id);
      return p === undefined ? [] : [catalog.summary(p)];
    });

  const knownName = (nameId: string) => {
    if (!catalog.byId.has(nameId)) {
      throw new HttpError(404, "not_found", "No name with this nameId", [{ field: "nameId", message: "unknown name" }]);
    }
  };

  /** The room, if this browser takes part in it: 404 for no such room, 403 for anyone else. */
  async function participantRoom(req: FastifyRequest): Promise<{ room: RoomRow; session: string }> {
    const { id } = parseInput(roomParamsSchema, { id: (req.params as { id?: string }).id }, "params");
    const room = await rooms.find(id);
    if (!room) throw new HttpError(404, "not_found", "No room with this id");
    const session = readSession(req);
    if (!session || !(await rooms.isParticipant(id, session))) {
      throw new HttpError(403, "not_a_participant", "Only the room's participants can see it; ask for an invite link");
    }
    return { room, session };
  }

  app.post("/rooms", async (req, reply) => {
    assertSameOrigin(req);
    const body = parseInput(createRoomBodySchema, req.body ?? {}, "body");
    const session = ensureSession(req, reply);
    const favorites = body.fromFavorites ? await opts.favorites.list(session) : [];
    const nameIds = favorites.map((f) => f.nameId).filter((id) => catalog.byId.has(id));
    const room = await rooms.create(session, { filter: body.filter, surname: body.surname, nameIds });
    const answer: RoomCreatedResponse = { room: { id: room.id, inviteUrl: inviteUrl(room.id, room.invite) } };
    return reply.status(201).send(answer);
  });

  app.post("/rooms/:id/join", async (req, reply) => {
    assertSameOrigin(req);
    const { id } = parseInput(roomParamsSchema, req.params, "params");
    const { invite } = parseInput(joinRoomBodySchema, req.body, "body");
    if (!(await rooms.find(id))) throw new HttpError(404, "not_found", "No room with this id");
    const session = ensureSession(req, reply);
    const outcome = await rooms.join(id, session, invite);
    if (outcome === "bad_invite") {
      throw new HttpError(403, "bad_invite", "This invite is not valid: it may have been replaced", [
        { field: "invite", message: "is not this room's current invite" },
      ]);
    }
    if (outcome === "full") throw new HttpError(409, "room_full", "This room already has six participants");
    if (outcome === "joined") events.changed(id);
    return reply.status(outcome === "joined" ? 201 : 200).send({ room: { id } });
  });

  app.get("/rooms/:id", async (req): Promise<RoomResponse> => {
    const { room, session } = await participantRoom(req);
    const [participants, nameIds, myRatings] = await Promise.all([
      rooms.participantCount(room.id),
      rooms.nameIds(room.id),
      rooms.ratingsOf(room.id, session),
    ]);
    const isCreator = room.creatorSession === session;
    return {
      room: {
        id: room.id,
        participants,
        isCreator,
        surname: room.surname,
        filter: room.filter,
        inviteUrl: isCreator && room.inviteToken ? inviteUrl(room.id, room.inviteToken) : null,
        names: summaries(nameIds),
        myRatings,
        version: room.version,
      },
    };
  });

  app.patch("/rooms/:id", async (req) => {
    assertSameOrigin(req);
    const { room } = await participantRoom(req);
    const change = parseInput(updateRoomBodySchema, req.body, "body");
    await rooms.update(room.id, change);
    events.changed(room.id);
    return { room: { id: room.id } };
  });

  app.post("/rooms/:id/invite", async (req, reply) => {
    assertSameOrigin(req);
    const { room, session } = await participantRoom(req);
    if (room.creatorSession !== session) {
      throw new HttpError(403, "not_the_creator", "Only the room's creator can make a new invite");
    }
    const invite = await rooms.rotateInvite(room.id);
    return reply.status(201).send({ room: { id: room.id, inviteUrl: inviteUrl(room.id, invite) } });
  });

  app.post("/rooms/:id/names", async (req, reply) => {
    assertSameOrigin(req);
    const { room } = await participantRoom(req);
    const { nameId } = parseInput(addRoomNameBodySchema, req.body, "body");
    knownName(nameId);
    if (!(await rooms.addName(room.id, nameId))) {
      throw new HttpError(409, "shortlist_full", "The room's shortlist is full", [
        { field: "nameId", message: "no room left" },
      ]);
    }
    events.changed(room.id);
    return reply.status(201).send({ name: summaries([nameId])[0] });
  });

  app.put("/rooms/:id/ratings/:nameId", async (req) => {
    assertSameOrigin(req);
    const { nameId } = parseInput(roomNameParamsSchema, req.params, "params");
    const { room, session } = await participantRoom(req);
    const { rating } = parseInput(ratingBodySchema, req.body, "body");
    knownName(nameId);
    await rooms.rate(room.id, session, nameId, rating);
    events.changed(room.id);
    return { rating: { nameId, rating } };
  });

  app.get("/rooms/:id/queue", async (req): Promise<RoomQueueResponse> => {
    const { room, session } = await participantRoom(req);
    const { limit } = parseInput(queueQuerySchema, req.query, "query");
    const [nameIds, mine] = await Promise.all([rooms.nameIds(room.id), rooms.ratingsOf(room.id, session)]);
    // The room's own names first (the shortlist and what others rated), then fresh draws.
    const pending = nameIds.filter((id) => !(id in mine)).slice(0, limit);
    const seen = new Set([...nameIds, ...Object.keys(mine)]);
    const drawn =
      pending.length < limit
        ? generate({
            ...room.filter,
            startingLetter: room.filter.startingLetter,
            religion: "all",
            language: "all",
            region: "all",
            limit: 50,
          }).filter((n) => !seen.has(n.id))
        : [];
    return { names: [...summaries(pending), ...drawn].slice(0, limit) };
  });

  app.get("/rooms/:id/matches", async (req): Promise<RoomMatchesResponse> => {
    const { room } = await participantRoom(req);
    const [participants, ratings] = await Promise.all([rooms.participantCount(room.id), rooms.allRatings(room.id)]);
    const matches = rankMatches(participants, ratings).flatMap((m) => {
      const [name] = summaries([m.nameId]);
      return name ? [{ name, score: m.score, loves: m.loves }] : [];
    });
    return { participants, matches, version: room.version };
  });

  app.get("/rooms/:id/events", async (req, reply: FastifyReply) => {
    const { room } = await participantRoom(req);
    streamRoomVersions(req, reply, room.id, rooms, events);
  });
}
