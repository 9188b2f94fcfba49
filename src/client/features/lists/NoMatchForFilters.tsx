import { Link } from "react-router";
import { Button } from "../../components/ui/Button";

/** A filtered list with nothing in it, and the way back to the whole list. */
export function NoMatchForFilters({ path }: { path: string }) {
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center" data-testid="no-match-for-filters">
      <p className="text-slate-700 dark:text-slate-300">No names match these filters.</p>
      <Button asChild variant="outline">
        <Link to={path}>Show all names</Link>
      </Button>
    </div>
  );
}
