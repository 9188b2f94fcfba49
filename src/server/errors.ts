import type { z } from "zod";

export interface FieldProblem {
  field: string;
  message: string;
}

/** An error a client caused, sent as `{error: {code, message, details}}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldProblem[],
  ) {
    super(message);
  }
}

export type InputPart = "body" | "query" | "params";

/** Validates one part of a request; a failure is a 400 naming every offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        key.trim() === ""
          ? { field: part, message: `has a parameter with a blank name ("${key}")` }
          : { field: key, message: "is not a known field" },
      );
    }
    return [{ field: issue.path.map(String).join(".") || part, message: issue.message }];
  });
  const fields = [...new Set(details.map((d) => d.field))].join(", ");
  throw new HttpError(400, "invalid_input", `Invalid ${part}: ${fields}`, details);
}
