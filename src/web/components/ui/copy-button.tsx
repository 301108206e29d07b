import { Copy } from "lucide-react";
import { toast } from "@/hooks/use-toast";
import { Button } from "./button";

/** An icon button that copies `text`; the toast confirms it (spec 001 section 2.8's "Copied to clipboard"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied to clipboard", description: text });
    } catch {
      // No clipboard permission (an http page, a locked-down browser): say so rather than pretend.
      toast({ variant: "destructive", title: "Could not copy", description: text });
    }
  }
  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} title={label} onClick={copy}>
      <Copy aria-hidden />
    </Button>
  );
}
