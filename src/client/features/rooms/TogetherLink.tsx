import { Users } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";

export const TOGETHER_PATH = "/together";

/** Header link to "Decide together", where a room for choosing with a partner starts. */
export function TogetherLink() {
  return (
    <NavLink
      to={TOGETHER_PATH}
      data-testid="together-link"
      className={({ isActive }) =>
        cn(
          "hidden h-10 items-center gap-1.5 rounded-md px-2.5 sm:inline-flex text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
          isActive
            ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        )
      }
    >
      <Users className="size-4" aria-hidden="true" />
      <span className="sr-only">Decide together</span>
    </NavLink>
  );
}
