import { Tabs } from "radix-ui";
import { InternationalTab, TopNamesTab, TrendingTab } from "./TabPanels";

const TABS = [
  { value: "trending", label: "Trending Now" },
  { value: "modern", label: "Modern Names" },
  { value: "traditional", label: "Traditional Names" },
  { value: "international", label: "International" },
] as const;

const PANEL_CLASS = "mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600";

/** SPEC §2: four tabs, Trending Now by default. */
export function NameTabs() {
  return (
    <Tabs.Root defaultValue="trending">
      <Tabs.List
        aria-label="Name lists"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid sm:grid-cols-4 dark:bg-slate-800"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="trending" className={PANEL_CLASS}>
        <TrendingTab />
      </Tabs.Content>
      <Tabs.Content value="modern" className={PANEL_CLASS}>
        <TopNamesTab traditional={false} />
      </Tabs.Content>
      <Tabs.Content value="traditional" className={PANEL_CLASS}>
        <TopNamesTab traditional />
      </Tabs.Content>
      <Tabs.Content value="international" className={PANEL_CLASS}>
        <InternationalTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
