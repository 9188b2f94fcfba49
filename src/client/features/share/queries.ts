export function sharedListKey(id: string) {
  return ["/api/lists", id] as const;
}

export function sharedListPath(id: string): string {
  return `/lists/${encodeURIComponent(id)}`;
}
