import { Check, ChevronDown } from "lucide-react";
import { Select } from "radix-ui";
import { useHydrated } from "../../lib/useHydrated";
import type { Option } from "./options";

const FIELD_CLASS =
  "inline-flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50";

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
  if (!hydrated) {
    return (
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <select id={id} name={name} defaultValue={value} className={FIELD_CLASS}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
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
            <Select.Viewport className="p-1">
              {options.map((option) => (
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
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
