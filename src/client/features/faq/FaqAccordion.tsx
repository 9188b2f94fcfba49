import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqItem } from "../../content/types";

/** One item open at a time; the open one can be closed again. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="grid gap-3">
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`faq-${index}`}
          className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-50">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-slate-700 dark:text-slate-300">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
