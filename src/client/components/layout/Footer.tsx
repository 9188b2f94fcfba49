import { Link } from "react-router";
import { BABY_NAMES_LINKS, MAIN_LINKS, ORIGIN_LANDING_LINKS, SITE_TITLE, YEAR } from "../../lib/site";

const COLUMNS = [
  { title: "Explore", links: MAIN_LINKS },
  { title: "Baby Names", links: BABY_NAMES_LINKS },
  { title: "By Origin", links: ORIGIN_LANDING_LINKS },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <p>
          © {YEAR} {SITE_TITLE}. Popularity figures come from official birth statistics (US SSA, ONS, INSEE, CSO, NRS
          and others).
        </p>
      </div>
    </footer>
  );
}
