import type { TrendItem } from "../../content/types";
import { Card } from "../ui/Card";

export function TrendItems({ heading, items }: { heading: string; items: TrendItem[] }) {
  return (
    <div>
      <h3 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">{heading}</h3>
      <div className="grid gap-4">
        {items.map((item) => (
          <Card key={item.title} className="p-5">
            <h4 className="font-semibold text-slate-900 dark:text-white">{item.title}</h4>
            <p className="mt-2 text-slate-800 dark:text-slate-200">{item.summary}</p>
            {item.figures.length > 0 ? (
              <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {item.figures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : null}
          </Card>
        ))}
      </div>
    </div>
  );
}
