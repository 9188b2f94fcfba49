export function capitalize(text: string): string {
  return text
    .split(/([\s-])/)
    .map((part) => (part.length > 0 ? part[0].toLocaleUpperCase("en") + part.slice(1) : part))
    .join("");
}

/** Cuts text to at most `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
