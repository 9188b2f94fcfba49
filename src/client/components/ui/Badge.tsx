import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const TONES = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  boy: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  girl: "bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100",
  unisex: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  accent: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  warm: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", TONES[tone], className)}
    >
      {children}
    </span>
  );
}

export const GENDER_LABELS: Record<string, string> = { boy: "Boy", girl: "Girl", unisex: "Unisex" };

export function GenderBadge({ gender }: { gender: string }) {
  const tone: BadgeTone = gender === "boy" || gender === "girl" || gender === "unisex" ? gender : "neutral";
  return <Badge tone={tone}>{GENDER_LABELS[gender] ?? gender}</Badge>;
}
