import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

interface ErrorStateProps {
  /** The spec's wording for this screen's load failure. */
  message: ReactNode;
  /** Shows a "Try again" button when given (typically the query's refetch). */
  onRetry?: () => void;
  className?: string;
}

/** A failed load, announced to screen readers (role="alert"). */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center",
        className,
      )}
    >
      <AlertTriangle aria-hidden className="size-6 text-red-600" />
      <p className="text-sm text-red-800">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
