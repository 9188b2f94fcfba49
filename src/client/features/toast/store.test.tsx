import { describe, expect, it } from "vitest";
import { dismissToast, getToasts, TOAST_LIMIT, toast } from "./store";

describe("toast store", () => {
  it("holds at most one toast: a new one replaces the current", () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: "Added to favorites", description: "Ava has been added to your favorites." });
    const second = toast({ title: "Copied!" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second, title: "Copied!", open: true, variant: "default" });
  });

  it("marks a dismissed toast closed before removing it", () => {
    const id = toast({ title: "Error", description: "Failed to copy name to clipboard.", variant: "destructive" });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false, variant: "destructive" });
  });
});
