export function SkeletonTile() {
  return (
    <div
      data-testid="skeleton"
      aria-hidden="true"
      className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
    />
  );
}
