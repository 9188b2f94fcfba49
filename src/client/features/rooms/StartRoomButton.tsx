import { Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button";
import { toast } from "../toast/store";
import { createRoom, roomPath } from "./queries";

/** Creates a room (from this browser's favorites, or empty) and opens it. */
export function StartRoomButton({
  fromFavorites,
  label,
  variant = "primary",
}: {
  fromFavorites: boolean;
  label: string;
  variant?: "primary" | "outline";
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      navigate(roomPath(await createRoom(fromFavorites)));
    } catch {
      toast({ title: "Error", description: "Failed to create the room. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} disabled={busy} onClick={start}>
      <Users className="size-4" aria-hidden="true" /> {busy ? "Creating the room..." : label}
    </Button>
  );
}
