import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import type { NavLink } from "../../lib/site";

export interface NavGroup {
  title?: string;
  links: NavLink[];
}

export function NavDropdown({ label, links, groups }: { label: string; links?: NavLink[]; groups?: NavGroup[] }) {
  const { pathname } = useLocation();
  const sections: NavGroup[] = groups ?? [{ links: links ?? [] }];
  const active = sections.some((g) => g.links.some((l) => l.to === pathname));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
          active
            ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        )}
      >
        {label}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {sections.map((group) => (
            <DropdownMenu.Group key={group.title ?? "links"}>
              {group.title ? (
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {group.title}
                </DropdownMenu.Label>
              ) : null}
              {group.links.map((link) => (
                <DropdownMenu.Item key={link.to} asChild>
                  <Link
                    to={link.to}
                    className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
                  >
                    {link.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
