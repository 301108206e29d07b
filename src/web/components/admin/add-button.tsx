import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A screen's "Add …" / "Create …" button, which opens the form for a new item. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
