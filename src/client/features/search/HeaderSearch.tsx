import { useCombobox } from "downshift";
import { Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Suggestion } from "../../../core/api-types";
import { namePath } from "../../components/NameLink";
import { GENDER_LABELS } from "../../components/ui/Badge";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/useHydrated";
import { useSuggestions } from "./useSuggestions";

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

/**
 * The header's search: an icon that opens a search box over the header. The box is a WAI-ARIA combobox
 * (downshift) listing names as they are typed: arrow keys move, Enter opens the highlighted name (or the
 * search page when none is), Escape closes the list and then the box. Without JavaScript the icon is a
 * link to /search, whose box is a plain form.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return <SearchIconLink />;
  if (!open) {
    return (
      <button
        type="button"
        aria-label="Search names"
        aria-expanded="false"
        onClick={() => setOpen(true)}
        className={ICON_CLASS}
        data-testid="search-toggle"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
    );
  }
  return <SearchCombobox onClose={() => setOpen(false)} />;
}

function SearchCombobox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const items = useSuggestions(typed);
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps, closeMenu } =
    useCombobox<Suggestion>({
      items,
      inputValue: typed,
      itemToString: (item) => item?.name ?? "",
      onInputValueChange: ({ inputValue, type }) => {
        if (
          type !== useCombobox.stateChangeTypes.ItemClick &&
          type !== useCombobox.stateChangeTypes.InputKeyDownEnter
        ) {
          setTyped(inputValue ?? "");
        }
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        onClose();
        navigate(namePath(selectedItem.slug));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    closeMenu();
    onClose();
    navigate(searchPath(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape on a closed list (or an empty box) puts the search away.
    if (event.key === "Escape" && (!isOpen || items.length === 0)) onClose();
    // With nothing highlighted, Enter is the form's: it opens the search page for the query.
    if (event.key === "Enter" && highlightedIndex < 0) {
      (
        event.nativeEvent as KeyboardEvent["nativeEvent"] & { preventDownshiftDefault?: boolean }
      ).preventDownshiftDefault = true;
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark every browser supports
    <form
      action="/search"
      method="get"
      role="search"
      onSubmit={submit}
      className="absolute inset-x-4 top-3 z-50 sm:right-4 sm:left-auto sm:w-80"
    >
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps supplies htmlFor */}
      <label {...getLabelProps()} className="sr-only">
        Search names
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-500" aria-hidden="true" />
        <input
          {...getInputProps({
            // The typed text is read from the input's own change event: downshift reports it too late
            // (after a render with the old value), which drops keystrokes when typing fast.
            onChange: (event) => setTyped(event.currentTarget.value),
            onKeyDown,
            onBlur: () => {
              if (!typed.trim()) onClose();
            },
            name: "q",
            type: "search",
            maxLength: 60,
            placeholder: "Search names",
          })}
          // biome-ignore lint/a11y/noAutofocus: the visitor just asked for the search box
          autoFocus
          data-testid="header-search"
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-2 pl-8 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
        />
      </div>
      <ul
        {...getMenuProps()}
        className={cn(
          "absolute inset-x-0 z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900",
          !(isOpen && items.length > 0) && "hidden",
        )}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.slug}
                {...getItemProps({ item, index })}
                className={cn(
                  "cursor-pointer px-3 py-2",
                  highlightedIndex === index && "bg-indigo-50 dark:bg-slate-800",
                )}
              >
                <span className="font-medium text-slate-900 dark:text-slate-50">{item.name}</span>{" "}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {GENDER_LABELS[item.gender] ?? item.gender}
                </span>
                {item.meaning ? (
                  <span className="block truncate text-sm text-slate-700 dark:text-slate-300">{item.meaning}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}

const ICON_CLASS =
  "inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800";

/** Before the app runs (or without JavaScript) the search icon is a link to the search page. */
function SearchIconLink() {
  return (
    <Link to="/search" aria-label="Search names" className={ICON_CLASS}>
      <Search className="size-5" aria-hidden="true" />
    </Link>
  );
}
