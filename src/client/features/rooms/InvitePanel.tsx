import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { TEXT_INPUT_CLASS } from "../../components/ui/text-input";
import { apiRequest } from "../../lib/api";
import { cn } from "../../lib/cn";
import { toast } from "../toast/store";
import { roomKey } from "./queries";

function absolute(url: string): string {
  return typeof window === "undefined" ? url : new URL(url, window.location.origin).href;
}

/** The creator's invite link, with copy and "new link" (which revokes the old one). */
export function InvitePanel({ roomId, inviteUrl }: { roomId: string; inviteUrl: string }) {
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const renew = useMutation({
    mutationFn: () => apiRequest("POST", `/api/rooms/${encodeURIComponent(roomId)}/invite`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: roomKey(roomId), exact: true });
      toast({ title: "New invite link", description: "The old link no longer lets anyone join." });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to make a new link. Please try again.", variant: "destructive" }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute(inviteUrl));
      setCopied(true);
      toast({ title: "Copied!", description: "Send the link to the person you are choosing with." });
    } catch {
      toast({ title: "Error", description: "Failed to copy link to clipboard.", variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Invite link (up to five people can join with it)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          readOnly
          value={absolute(inviteUrl)}
          data-testid="invite-url"
          className={cn(TEXT_INPUT_CLASS, "min-w-0 flex-1 bg-slate-50")}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          Copy
        </Button>
        <Button variant="ghost" disabled={renew.isPending} onClick={() => renew.mutate()}>
          <RefreshCw className="size-4" aria-hidden="true" /> New link
        </Button>
      </div>
    </div>
  );
}
