import { Check, ChevronDown } from "lucide-react";
import { Select } from "radix-ui";
import { useHydrated } from "../../lib/useHydrated";
import type { Option } from "./options";

const FIELD_CLASS =
  "inline-flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50";

function item(option: Option) {
  return (
    <Select.Item
      key={option.value}
      value={option.value}
      className="relative flex cursor-default items-center rounded py-1.5 pr-8 pl-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800"
    >
      <Select.ItemText>{option.label}</Select.ItemText>
      <Select.ItemIndicator className="absolute right-2">
        <Check className="size-4" aria-hidden="true" />
      </Select.ItemIndicator>
    </Select.Item>
  );
}

/** The grouped options, group by group in the order they first appear. */
function groups(options: Option[]): Array<[string, Option[]]> {
  const out = new Map<string, Option[]>();
  for (const o of options) if (o.group) out.set(o.group, [...(out.get(o.group) ?? []), o]);
  return [...out];
}

const nativeOption = (o: Option) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

/**
 * A labelled dropdown. Until the app runs in the browser it is a native <select> named `name`, so a form
 * works without JavaScript; then it becomes the Radix Select of SPEC (its type-ahead and keyboard).
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  name,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  name?: string;
}) {
  const hydrated = useHydrated();
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
    </label>
  );
  if (!hydrated) {
    return (
      <div className="grid gap-1.5">
        {labelElement}
        <select id={id} name={name} defaultValue={value} className={FIELD_CLASS}>
          {options.filter((o) => !o.group).map(nativeOption)}
          {groups(options).map(([group, items]) => (
            <optgroup key={group} label={group}>
              {items.map(nativeOption)}
            </optgroup>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      {labelElement}
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger id={id} className={FIELD_CLASS}>
          <Select.Value />
          <Select.Icon>
            <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <Select.Viewport className="overflow-y-auto p-1">
              {options.filter((o) => !o.group).map(item)}
              {groups(options).map(([group, items]) => (
                <Select.Group key={group}>
                  <Select.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                  <Select.Label className="px-2 py-1 text-xs font-medium text-slate-700 dark:text-slate-300">
                    {group}
                  </Select.Label>
                  {items.map(item)}
                </Select.Group>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
