import { useEffect, useId, useState } from "react";
import type { RoomFilter } from "../../../core/room-types";
import { Button } from "../../components/ui/Button";
import { TEXT_INPUT_CLASS } from "../../components/ui/text-input";
import { FIELD_OPTIONS, LETTER_OPTIONS } from "../generator/options";
import { SelectField } from "../generator/SelectField";
import { toast } from "../toast/store";
import { useUpdateRoom } from "./queries";

const FILTER_FIELDS = [
  { field: "gender", label: "Gender" },
  { field: "country", label: "Country" },
  { field: "origin", label: "Origin" },
] as const;

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
            className={TEXT_INPUT_CLASS}
          />
        </div>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Save surname
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FILTER_FIELDS.map(({ field, label }) => (
          <SelectField
            key={field}
            id={`room-${field}`}
            label={label}
            value={filter[field]}
            options={FIELD_OPTIONS[field]}
            onChange={(v) => setFilter(field, v)}
          />
        ))}
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
