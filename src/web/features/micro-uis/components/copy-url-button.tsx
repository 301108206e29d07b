import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/** Copies a page's public address; the toast confirms it (spec 001 section 2.8). */
export function CopyUrlButton({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied to clipboard", description: url });
    } catch {
      // No clipboard permission (an http page, a locked-down browser): say so rather than pretend.
      toast({ variant: "destructive", title: "Could not copy", description: url });
    }
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label="Copy URL"
      title="Copy URL"
      onClick={copy}
    >
      <Copy aria-hidden />
    </Button>
  );
}
