import { Search } from "lucide-react";
import { NameLink } from "../../components/NameLink";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { truncate } from "../../lib/format";
import { EXAMPLE_MEANING_CHARS, EXAMPLES_PER_CATEGORY, type MeaningCategory } from "./categories";
import { useMeaningSearch } from "./useMeaningSearch";

export function MeaningCategoryCard({
  category,
  onSearch,
}: {
  category: MeaningCategory;
  onSearch: (keyword: string) => void;
}) {
  const keyword = category.keywords[0];
  const { data } = useMeaningSearch(keyword, EXAMPLES_PER_CATEGORY);
  return (
    <Card className="flex flex-col p-5" data-testid="meaning-category">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{category.title}</h3>
      <ul className="mt-3 grid flex-1 gap-1.5 text-sm">
        {(data?.names ?? []).slice(0, EXAMPLES_PER_CATEGORY).map((n) => (
          <li key={n.id}>
            <NameLink name={n} />
            <span className="text-slate-700 dark:text-slate-300"> – {truncate(n.meaning, EXAMPLE_MEANING_CHARS)}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-4" onClick={() => onSearch(keyword)}>
        <Search className="size-4" aria-hidden="true" />
        Search “{keyword}”
      </Button>
    </Card>
  );
}
