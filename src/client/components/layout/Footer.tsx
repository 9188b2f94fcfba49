import { Link } from "react-router";
import {
  A_TO_Z_LINK,
  BABY_NAMES_LINKS,
  LANGUAGE_LINKS,
  MAIN_LINKS,
  ORIGIN_LANDING_LINKS,
  RELIGION_LINKS,
  SITE_TITLE,
  YEAR,
} from "../../lib/site";

const COLUMNS = [
  { title: "Explore", links: [...MAIN_LINKS, A_TO_Z_LINK, { label: "Search names", to: "/search" }] },
  { title: "Baby Names", links: BABY_NAMES_LINKS },
  { title: "By Origin", links: ORIGIN_LANDING_LINKS },
  { title: "By Religion", links: RELIGION_LINKS },
  { title: "By Language", links: LANGUAGE_LINKS },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 lg:grid-cols-5">
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
