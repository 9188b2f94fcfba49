import { useEffect, useId, useState } from "react";
import type { RoomFilter } from "../../../core/room-types";
import { Button } from "../../components/ui/Button";
import { FIELD_OPTIONS } from "../generator/options";
import { SelectField } from "../generator/SelectField";
import { toast } from "../toast/store";
import { useUpdateRoom } from "./queries";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const LETTER_OPTIONS = [{ value: "all", label: "Any letter" }, ...LETTERS.map((l) => ({ value: l, label: l }))];

/** The family's surname (for the full-name view) and the filter new names are drawn with. */
export function RoomSettings({ roomId, surname, filter }: { roomId: string; surname: string; filter: RoomFilter }) {
  const surnameId = useId();
  const update = useUpdateRoom(roomId);
  const [draft, setDraft] = useState(surname);
  useEffect(() => setDraft(surname), [surname]);

  const save = (change: { filter?: RoomFilter; surname?: string }) =>
    update.mutate(change, {
      onError: () =>
        toast({ title: "Error", description: "Failed to save. Please try again.", variant: "destructive" }),
    });
  const setFilter = (field: keyof RoomFilter, value: string) =>
    save({ filter: { ...filter, [field]: field === "startingLetter" && value === "all" ? undefined : value } });

  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save({ surname: draft.trim() });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={surnameId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Family surname (to see each match as a full name)
          </label>
          <input
            id={surnameId}
            value={draft}
            maxLength={60}
            onChange={(e) => setDraft(e.target.value)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
          />
        </div>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Save surname
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <SelectField
          id="room-gender"
          label="Gender"
          value={filter.gender}
          options={FIELD_OPTIONS.gender}
          onChange={(v) => setFilter("gender", v)}
        />
        <SelectField
          id="room-country"
          label="Country"
          value={filter.country}
          options={FIELD_OPTIONS.country}
          onChange={(v) => setFilter("country", v)}
        />
        <SelectField
          id="room-origin"
          label="Origin"
          value={filter.origin}
          options={FIELD_OPTIONS.origin}
          onChange={(v) => setFilter("origin", v)}
        />
        <SelectField
          id="room-letter"
          label="First letter"
          value={filter.startingLetter?.toUpperCase() ?? "all"}
          options={LETTER_OPTIONS}
          onChange={(v) => setFilter("startingLetter", v)}
        />
      </div>
    </div>
  );
}
