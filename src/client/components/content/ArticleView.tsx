import type { Article } from "../../content/types";

/** A long static text: its sections as h2 (or h3) headings with their paragraphs. */
export function ArticleView({ article, level = 2 }: { article: Article; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-8">
      {article.sections.map((section) => (
        <section key={section.heading}>
          <Heading className="mb-3 text-xl font-semibold text-slate-900 dark:text-white">{section.heading}</Heading>
          <div className="grid gap-3 leading-relaxed text-slate-800 dark:text-slate-200">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
