import type { ReactNode } from "react";

export function PageHero({ title, children, badges }: { title: string; children?: ReactNode; badges?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 text-center dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-3xl">
        {badges ? <div className="mb-4 flex flex-wrap justify-center gap-2">{badges}</div> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        {children ? <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="mx-auto max-w-7xl px-4 py-10">
      {title ? <h2 className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">{title}</h2> : null}
      {children}
    </section>
  );
}
