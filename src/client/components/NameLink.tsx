import { Link } from "react-router";

/** The path of a name's page. */
export function namePath(slug: string): string {
  return `/names/${encodeURIComponent(slug)}`;
}

/** A name in a plain list, linking to its page. */
export function NameLink({ name }: { name: { name: string; slug: string } }) {
  return (
    <Link
      to={namePath(name.slug)}
      className="font-medium text-slate-900 hover:text-indigo-700 hover:underline dark:text-slate-100 dark:hover:text-indigo-300"
    >
      {name.name}
    </Link>
  );
}
