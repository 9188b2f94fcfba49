import type { DataSource } from "../../content/types";

/** Data sources with the credit lines their licences ask for, shown verbatim. */
export function SourceList({ title, sources }: { title: string; sources: DataSource[] }) {
  return (
    <div>
      <h3 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="grid gap-4">
        {sources.map((source) => (
          <li key={source.id} className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
            <p className="font-medium text-slate-900 dark:text-slate-100">{source.name}</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{source.covers}</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              Licence:{" "}
              {source.licenceUrl ? (
                <a
                  href={source.licenceUrl}
                  rel="license noreferrer"
                  className="text-indigo-700 underline dark:text-indigo-300"
                >
                  {source.licence}
                </a>
              ) : (
                source.licence
              )}
            </p>
            {source.attribution.map((line) => (
              <p key={line} className="mt-1 break-words text-slate-800 italic dark:text-slate-200">
                {line}
              </p>
            ))}
            {source.note ? <p className="mt-1 text-slate-700 dark:text-slate-300">{source.note}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
