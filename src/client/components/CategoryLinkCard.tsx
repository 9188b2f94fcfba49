import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A card linking to a category listing (/category/{type}/{code}). */
export function CategoryLinkCard({
  to,
  title,
  icon,
  text,
}: {
  to: string;
  title: string;
  icon?: ReactNode;
  text?: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500"
    >
      {icon ? (
        <span className="inline-flex w-12 shrink-0 justify-center" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="grid flex-1 gap-1">
        <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
        {text ? <span className="text-sm text-slate-700 dark:text-slate-300">{text}</span> : null}
      </span>
      <ArrowRight
        className="size-5 text-slate-500 transition group-hover:translate-x-1 group-hover:text-indigo-600 dark:text-slate-400"
        aria-hidden="true"
      />
    </Link>
  );
}
