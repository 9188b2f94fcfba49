import { useMutation } from "@tanstack/react-query";
import { RefreshCw, Sparkles } from "lucide-react";
import { useState } from "react";
import type { NameSummary, NamesResponse } from "../../../core/api-types";
import { NameGrid } from "../../components/NameCard";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { apiRequest } from "../../lib/api";
import { toast } from "../toast/store";
import { FIELD_LABELS, FIELD_OPTIONS, type GeneratorField, INITIAL_VALUES, toFilter } from "./options";
import { SelectField } from "./SelectField";

const FIELDS: GeneratorField[] = ["country", "gender", "origin", "religion", "language", "region", "limit"];

export function NameGenerator() {
  const [values, setValues] = useState(INITIAL_VALUES);
  const [results, setResults] = useState<NameSummary[]>([]);
  const [generated, setGenerated] = useState(false);

  const generate = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/names/generate", toFilter(values));
      return (await res.json()) as NamesResponse;
    },
    onSuccess: (data) => {
      setResults(data.names);
      setGenerated(true);
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to generate names. Please try again.", variant: "destructive" }),
  });

  const pending = generate.isPending;
  return (
    <div className="grid gap-8">
      <Card className="p-6">
        <form
          aria-label="Name generator"
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
      {results.length > 0 ? (
        <section aria-labelledby="generated-heading" className="grid gap-6">
          <h2 id="generated-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            Your Generated Names
          </h2>
          <NameGrid names={results} />
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
