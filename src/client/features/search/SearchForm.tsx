import { Search } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/Button";

/** A plain GET form to /search: the search box of the search page, and what works without JavaScript. */
export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark every browser supports
    <form action="/search" method="get" role="search" className="flex min-w-0 gap-2">
      <label htmlFor={id} className="sr-only">
        Search names
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={60}
        placeholder="A name, or part of one"
        className="h-12 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
      />
      <Button type="submit" size="lg">
        <Search className="size-5" aria-hidden="true" /> Search
      </Button>
    </form>
  );
}
