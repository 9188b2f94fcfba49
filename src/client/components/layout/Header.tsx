import { Baby } from "lucide-react";
import { Link, NavLink } from "react-router";
import { FavoritesLink } from "../../features/favorites/FavoritesLink";
import { TogetherLink } from "../../features/rooms/TogetherLink";
import { HeaderSearch } from "../../features/search/HeaderSearch";
import { ThemeToggle } from "../../features/theme/ThemeToggle";
import { cn } from "../../lib/cn";
import {
  A_TO_Z_LINK,
  BABY_NAMES_LINKS,
  HEADER_LANGUAGE_LINKS,
  MAIN_LINKS,
  ORIGIN_LANDING_LINKS,
  RELIGION_LINKS,
  SITE_TITLE,
} from "../../lib/site";
import { MobileMenu } from "./MobileMenu";
import { NavDropdown } from "./NavDropdown";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-white"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <Baby className="size-5" aria-hidden="true" />
          </span>
          {SITE_TITLE}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  "rounded-md px-2.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
                  isActive
                    ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <NavDropdown label="Baby Names" links={BABY_NAMES_LINKS} />
          <NavDropdown label="By Origin" links={ORIGIN_LANDING_LINKS} />
          <NavDropdown
            label="Faith & Language"
            groups={[
              { title: "Religion", links: RELIGION_LINKS },
              { title: "Language", links: HEADER_LANGUAGE_LINKS },
              { links: [A_TO_Z_LINK] },
            ]}
          />
        </nav>
        <div className="flex items-center sm:gap-1">
          <HeaderSearch />
          <FavoritesLink />
          <TogetherLink />
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
