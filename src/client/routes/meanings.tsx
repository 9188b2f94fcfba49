import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHero, Section } from "../components/ui/PageHero";
import { HIGHLIGHTS, MEANING_CATEGORIES } from "../features/meanings/categories";
import { HighlightList } from "../features/meanings/HighlightList";
import { MeaningCategoryCard } from "../features/meanings/MeaningCategoryCard";
import { MeaningSearch } from "../features/meanings/MeaningSearch";
import { usePageMeta } from "../lib/meta";
import { pageMeta } from "../lib/page-meta";

const TYPING_DELAY_MS = 300;

export function MeaningsPage() {
  usePageMeta(pageMeta("/meanings"));
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const [term, setTerm] = useState(query);

  const search = (value: string) => {
    setTerm(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };

  // The typed term becomes the searched query (and the URL's ?q=) once typing pauses.
  useEffect(() => {
    if (term.trim() === query.trim()) return;
    const timer = setTimeout(() => {
      setParams(term.trim() ? { q: term.trim() } : {}, { replace: true });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, query, setParams]);

  return (
    <>
      <PageHero title="Name Meanings" />
      <Section>
        <MeaningSearch term={term} query={query} onTermChange={setTerm} onClear={() => search("")} />
      </Section>
      <Section title="Browse by Meaning">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEANING_CATEGORIES.map((category) => (
            <MeaningCategoryCard
              key={category.title}
              category={category}
              onSearch={(keyword) => {
                search(keyword);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          ))}
        </div>
      </Section>
      <Section>
        <div className="grid gap-4 md:grid-cols-2">
          {HIGHLIGHTS.map((h) => (
            <HighlightList key={h.id} highlight={h} />
          ))}
        </div>
      </Section>
    </>
  );
}
