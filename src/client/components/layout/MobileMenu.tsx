import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { FavoritesMenuLink } from "../../features/favorites/FavoritesLink";
import { TOGETHER_PATH } from "../../features/rooms/TogetherLink";
import { cn } from "../../lib/cn";
import {
  A_TO_Z_LINK,
  COUNTRY_LANDING_LINKS,
  HEADER_LANGUAGE_LINKS,
  type NavLink as Link,
  MAIN_LINKS,
  ORIGIN_LANDING_LINKS,
  RELIGION_LINKS,
} from "../../lib/site";

function MenuGroup({ title, links, onNavigate }: { title?: string; links: Link[]; onNavigate: () => void }) {
  return (
    <div className="grid gap-1">
      {title ? (
        <h2 className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {title}
        </h2>
      ) : null}
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "rounded-md px-3 py-2 text-sm font-medium",
              isActive
                ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
                : "text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </div>
  );
}

/** The slide-in side menu of small screens: main links, then the two landing-page groups. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="slide-in-right fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-950"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-50">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 dark:text-slate-200 dark:hover:bg-slate-800"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-2">
            <MenuGroup links={MAIN_LINKS} onNavigate={close} />
            <FavoritesMenuLink onNavigate={close} />
            <MenuGroup links={[{ label: "Decide together", to: TOGETHER_PATH }]} onNavigate={close} />
            <MenuGroup title="Baby Names by Country" links={COUNTRY_LANDING_LINKS} onNavigate={close} />
            <MenuGroup title="Names by Origin" links={ORIGIN_LANDING_LINKS} onNavigate={close} />
            <MenuGroup title="Names by Religion" links={RELIGION_LINKS} onNavigate={close} />
            <MenuGroup title="Names by Language" links={HEADER_LANGUAGE_LINKS} onNavigate={close} />
            <MenuGroup links={[A_TO_Z_LINK, { label: "Search names", to: "/search" }]} onNavigate={close} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
