import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { NameSummary } from "../../core/name";
import type { Rating } from "../../core/room-types";
import { Button } from "../components/ui/Button";
import { PageHero, Section } from "../components/ui/PageHero";
import { AddToShortlist } from "../features/rooms/AddToShortlist";
import { InvitePanel } from "../features/rooms/InvitePanel";
import { MatchesList } from "../features/rooms/MatchesList";
import { roomKey, useRate, useRoom, useRoomEvents, useRoomMatches, useRoomQueue } from "../features/rooms/queries";
import { RatingCard } from "../features/rooms/RatingCard";
import { RoomSettings } from "../features/rooms/RoomSettings";
import { toast } from "../features/toast/store";
import { apiRequest } from "../lib/api";
import { usePageMeta } from "../lib/meta";
import { NotFoundPage } from "./not-found";

const errorStatus = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { status?: number }).status : undefined;

/** /together/:roomId: private to its participants, so it loads in the browser (the server sends the frame). */
export function RoomPage() {
  const { roomId = "" } = useParams();
  const [search] = useSearchParams();
  usePageMeta({
    title: "Decide together",
    description: "A private room for choosing a baby name together.",
    noindex: true,
  });
  const room = useRoom(roomId);
  const status = errorStatus(room.error);
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (status === 403) return <JoinRoom roomId={roomId} invite={search.get("invite")} />;
  if (room.isError) {
    return <Message text="Failed to load the room. Please try again." />;
  }
  if (!room.data) return <Message text="Loading the room..." />;
  return <RoomView roomId={roomId} />;
}

function Message({ text }: { text: string }) {
  return (
    <>
      <PageHero title="Decide Together" />
      <Section>
        <p role="status" className="py-12 text-center text-slate-700 dark:text-slate-300">
          {text}
        </p>
      </Section>
    </>
  );
}

function JoinRoom({ roomId, invite }: { roomId: string; invite: string | null }) {
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => apiRequest("POST", `/api/rooms/${encodeURIComponent(roomId)}/join`, { invite }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKey(roomId), exact: true }),
  });
  const refused = errorStatus(join.error);
  return (
    <>
      <PageHero title="Decide Together">
        <p>Someone is choosing a baby name and wants your view.</p>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-xl justify-items-center gap-4 text-center" data-testid="join-room">
          {invite ? (
            <>
              <p className="text-slate-800 dark:text-slate-200">
                Join the room to rate names in private. Names you all like become matches. No account is needed: the
                room remembers this browser.
              </p>
              <Button size="lg" disabled={join.isPending} onClick={() => join.mutate()}>
                {join.isPending ? "Joining..." : "Join the room"}
              </Button>
            </>
          ) : (
            <p className="text-slate-800 dark:text-slate-200">
              This room is private. Ask the person who made it for an invite link.
            </p>
          )}
          {refused === 403 ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              This invite link no longer works. Ask for a new one.
            </p>
          ) : refused === 409 ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              This room is full: it already has six people.
            </p>
          ) : join.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              Failed to join. Please try again.
            </p>
          ) : null}
          <Link to="/together" className="text-indigo-700 underline dark:text-indigo-300">
            Or start a room of your own
          </Link>
        </div>
      </Section>
    </>
  );
}

function RoomView({ roomId }: { roomId: string }) {
  const { data } = useRoom(roomId);
  const room = data?.room;
  useRoomEvents(roomId, Boolean(room));
  const matches = useRoomMatches(roomId, Boolean(room));
  const queue = useRoomQueue(roomId, Boolean(room));
  const rate = useRate(roomId);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  // The card on screen stays put while partners rate; the next one is chosen from a fresh queue, where
  // names others have rated come first.
  const [current, setCurrent] = useState<NameSummary | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const candidates = (queue.data?.names ?? []).filter((n) => !done.has(n.id) && !(room && n.id in room.myRatings));
  const shown = current ?? candidates[0] ?? null;
  useEffect(() => {
    if (!current && shown) setCurrent(shown);
  }, [current, shown]);
  if (!room) return null;

  const onRate = (rating: Rating) => {
    if (!shown) return;
    rate.mutate(
      { nameId: shown.id, rating },
      {
        onSuccess: async () => {
          setAdvancing(true);
          setDone((d) => new Set(d).add(shown.id));
          await queue.refetch();
          setCurrent(null);
          setAdvancing(false);
        },
        onError: () =>
          toast({
            title: "Error",
            description: "Failed to save your rating. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <>
      <PageHero title="Decide Together">
        <p data-testid="participants">
          {room.participants === 1 ? "Just you so far" : `${room.participants} people in this room`}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          {shown ? (
            <RatingCard name={shown} busy={rate.isPending || advancing} onRate={onRate} />
          ) : (
            <p
              role="status"
              className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300"
            >
              {queue.isPending
                ? "Loading names..."
                : "No more names with these filters. Change them below or add a name."}
            </p>
          )}
          <AddToShortlist roomId={roomId} />
          {room.inviteUrl ? <InvitePanel roomId={roomId} inviteUrl={room.inviteUrl} /> : null}
          <RoomSettings roomId={roomId} surname={room.surname} filter={room.filter} />
        </div>
        <section aria-labelledby="matches-heading" className="grid content-start gap-4">
          <h2 id="matches-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            Matches
          </h2>
          <MatchesList
            matches={matches.data?.matches ?? []}
            participants={matches.data?.participants ?? room.participants}
            surname={room.surname}
          />
        </section>
      </div>
    </>
  );
}
