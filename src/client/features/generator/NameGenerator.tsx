import { useMutation, useQuery } from "@tanstack/react-query";
import { RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { NameSummary, NamesResponse } from "../../../core/api-types";
import { NameGrid } from "../../components/NameCard";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { apiRequest } from "../../lib/api";
import { toast } from "../toast/store";
import {
  FIELD_LABELS,
  FIELD_OPTIONS,
  type GeneratorField,
  generatedKey,
  INITIAL_VALUES,
  toFilter,
  valuesFromSearch,
} from "./options";
import { SelectField } from "./SelectField";

const FIELDS: GeneratorField[] = [
  "country",
  "gender",
  "origin",
  "religion",
  "language",
  "region",
  "startingLetter",
  "limit",
];

/** Brings the results into view (below the fold on a phone) and moves focus to their heading. */
function revealResults(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  const { top, bottom } = heading.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) heading.scrollIntoView({ behavior: "smooth", block: "start" });
  heading.focus({ preventScroll: true });
}

/**
 * SPEC's generator. It is a GET form to "/": without JavaScript it submits, and the server renders the
 * draw for the chosen filters; with JavaScript each draw is a POST that leaves the page in place.
 */
export function NameGenerator() {
  const [search] = useSearchParams();
  const submitted = valuesFromSearch(search);
  const [values, setValues] = useState(submitted ?? INITIAL_VALUES);
  const serverDraw = useQuery<NamesResponse>({
    queryKey: generatedKey(submitted ?? INITIAL_VALUES),
    enabled: submitted !== null,
  });
  const [results, setResults] = useState<NameSummary[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [draws, setDraws] = useState(0);

  const generate = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/names/generate", toFilter(values));
      return (await res.json()) as NamesResponse;
    },
    onSuccess: (data) => {
      setResults(data.names);
      setDraws((n) => n + 1);
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to generate names. Please try again.", variant: "destructive" }),
  });

  useEffect(() => {
    if (draws > 0) revealResults(heading.current);
  }, [draws]);

  const shown = results ?? (submitted ? (serverDraw.data?.names ?? []) : []);
  const generated = results !== null || (submitted !== null && serverDraw.isSuccess);
  const pending = generate.isPending;
  return (
    <div className="grid gap-8">
      <Card className="p-6">
        <form
          aria-label="Name generator"
          method="get"
          action="/"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) generate.mutate();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FIELDS.map((field) => (
              <SelectField
                key={field}
                id={`generator-${field}`}
                name={field}
                label={FIELD_LABELS[field]}
                value={values[field]}
                options={FIELD_OPTIONS[field]}
                onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
              />
            ))}
          </div>
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={pending}>
            <Sparkles className="size-5" aria-hidden="true" />
            {pending ? "Generating Names..." : "Generate Names"}
          </Button>
        </form>
      </Card>
      {shown.length > 0 ? (
        <section aria-labelledby="generated-heading" className="grid scroll-mt-20 gap-6">
          <h2
            id="generated-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
          >
            Your Generated Names
          </h2>
          <NameGrid names={shown} />
          <div className="flex justify-center">
            <Button variant="outline" size="lg" disabled={pending} onClick={() => generate.mutate()}>
              <RefreshCw className="size-5" aria-hidden="true" />
              {pending ? "Generating..." : "Generate More Names"}
            </Button>
          </div>
        </section>
      ) : generated ? (
        <p role="status" className="text-center text-slate-700 dark:text-slate-300">
          No names match these filters. Try widening your search.
        </p>
      ) : null}
    </div>
  );
}
