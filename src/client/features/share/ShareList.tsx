import { useMutation } from "@tanstack/react-query";
import { Check, Copy, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { SharedListCreatedResponse } from "../../../core/api-types";
import { Button } from "../../components/ui/Button";
import { apiRequest } from "../../lib/api";
import { COPIED_INDICATOR_MS } from "../copy/CopyButton";
import { toast } from "../toast/store";
import { sharedListPath } from "./queries";

export const SHARE_TEXTS = {
  share: "Share list",
  creating: "Creating link...",
  created: "Link created",
  createdDescription: "Anyone with the link can see this list.",
  copied: "Copied!",
  copiedDescription: "The link has been copied to your clipboard.",
  error: "Error",
  createFailed: "Failed to create the link. Please try again.",
  copyFailed: "Failed to copy link to clipboard.",
} as const;

/**
 * "Share list": snapshots the visitor's favorites (POST /api/lists) and shows the read-only link with a
 * copy button. The link keeps the list as it was when shared; later changes need a new link.
 */
export function ShareList({ disabled }: { disabled?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const inputId = useId();

  const create = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/lists", {});
      return (await res.json()) as SharedListCreatedResponse;
    },
    onSuccess: ({ list }) => {
      setUrl(new URL(sharedListPath(list.id), window.location.origin).href);
      setCopied(false);
      toast({ title: SHARE_TEXTS.created, description: SHARE_TEXTS.createdDescription });
    },
    onError: () => toast({ title: SHARE_TEXTS.error, description: SHARE_TEXTS.createFailed, variant: "destructive" }),
  });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: SHARE_TEXTS.copied, description: SHARE_TEXTS.copiedDescription });
    } catch {
      toast({ title: SHARE_TEXTS.error, description: SHARE_TEXTS.copyFailed, variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-3" data-testid="share-list">
      <div>
        <Button
          variant="outline"
          onClick={() => create.mutate()}
          disabled={disabled || create.isPending}
          data-testid="share-list-button"
        >
          <Share2 className="size-4" aria-hidden="true" />
          {create.isPending ? SHARE_TEXTS.creating : SHARE_TEXTS.share}
        </Button>
      </div>
      {url ? (
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Link to your list (read-only; it shows the list as it is now)
          </label>
          <div className="flex min-w-0 gap-2">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="share-url"
              className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
            />
            <Button variant="outline" onClick={copy} data-testid="copy-share-url" data-copied={copied}>
              {copied ? (
                <Check className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? "Copied" : "Copy link"}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
