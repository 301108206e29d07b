import { Download } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * "Download CSV" for a list's export URL. A plain link, not a fetch: the browser streams the
 * file straight to disk, so a 100,000-row export never sits in the page's memory.
 */
export function DownloadCsvLink({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} download className={cn(buttonClasses("outline"), className)}>
      <Download aria-hidden />
      Download CSV
    </a>
  );
}
