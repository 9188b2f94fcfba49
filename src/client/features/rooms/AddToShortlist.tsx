import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { slugify } from "../../../core/slug";
import { Button } from "../../components/ui/Button";
import { TEXT_INPUT_CLASS } from "../../components/ui/text-input";
import { ApiError, apiRequest } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useRefreshRoom } from "./queries";

/** Adds a name, typed as it is spelled, to the room's shortlist, where every participant gets to rate it. */
export function AddToShortlist({ roomId }: { roomId: string }) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshRoom(roomId);
  const queryClient = useQueryClient();

  const add = async () => {
    const typed = text.trim();
    if (!typed) return;
    setBusy(true);
    setMessage("");
    try {
      const slug = slugify(typed);
      const found = slug ? await fetch(`/api/names/${encodeURIComponent(slug)}`, { credentials: "include" }) : null;
      if (!found || found.status === 404 || found.status === 400) {
        setMessage(`No name “${typed}” in our catalog. Check the spelling.`);
        return;
      }
      if (!found.ok) throw new ApiError(found.status, String(found.status));
      const { name } = (await found.json()) as { name: { id: string; name: string } };
      await apiRequest("POST", `/api/rooms/${encodeURIComponent(roomId)}/names`, { nameId: name.id });
      setMessage(`${name.name} is on the shortlist.`);
      setText("");
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ["/api/rooms", roomId, "queue"] });
    } catch {
      setMessage("Failed to add the name. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Add a name to the shortlist
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={60}
          onChange={(e) => setText(e.target.value)}
          className={cn(TEXT_INPUT_CLASS, "min-w-0 flex-1")}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Add
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {message}
      </p>
    </form>
  );
}
