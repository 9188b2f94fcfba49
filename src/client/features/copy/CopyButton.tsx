import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../toast/store";

export const COPIED_INDICATOR_MS = 2000;

export const COPY_TEXTS = {
  copied: "Copied!",
  copiedDescription: (name: string) => `${name} has been copied to your clipboard.`,
  error: "Error",
  failed: "Failed to copy name to clipboard.",
} as const;

export function CopyButton({ name }: { name: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(name);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: COPY_TEXTS.copied, description: COPY_TEXTS.copiedDescription(name) });
    } catch {
      toast({ title: COPY_TEXTS.error, description: COPY_TEXTS.failed, variant: "destructive" });
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? `${name} copied` : `Copy ${name}`}
      title={copied ? "Copied" : "Copy name"}
      data-testid="copy-name"
      data-copied={copied}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {copied ? (
        <Check className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
      ) : (
        <Copy className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
