import { authApi } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { callApi } from "@/lib/call-api";
import { cn } from "@/lib/cn";

/**
 * "Download CSV" for a list's export URL. A plain link, not a fetch: the browser streams the
 * file straight to disk, so a 100,000-row export never sits in the page's memory.
 *
 * A link cannot tell a 401 from a file, so an expired session would save the error as the CSV.
 * A click therefore first asks the server whether the session still holds (GET /me, through the
 * query client so a 401 sends the operator to sign in as every other call does), and only then
 * follows the link.
 */
export function DownloadCsvLink({
  href,
  className,
  label = "Download CSV",
  accessibleName,
}: {
  href: string;
  className?: string;
  /** Names the file when a screen offers more than one. */
  label?: string;
  /** What a screen reader says when the visible label repeats on every row ("Download textpal-…"). */
  accessibleName?: string;
}) {
  const checkSession = useMutation({ mutationFn: () => callApi(authApi.me) });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    // The second, confirmed click, or one that opens a new tab: the browser handles it.
    if (link.dataset.sessionChecked === "yes" || event.metaKey || event.ctrlKey || event.shiftKey) {
      delete link.dataset.sessionChecked;
      return;
    }
    event.preventDefault();
    checkSession.mutate(undefined, {
      onSuccess: () => {
        link.dataset.sessionChecked = "yes";
        link.click();
      },
    });
  };

  return (
    <a
      href={href}
      download
      onClick={onClick}
      aria-label={accessibleName}
      className={cn(buttonClasses("outline"), className)}
    >
      <Download aria-hidden />
      {label}
    </a>
  );
}
