import type { ReactNode } from "react";
import { toast } from "@/hooks/use-toast";
import { isApiError } from "./api";

/**
 * A failed action's destructive toast. A 401 is skipped: the query client has already shown
 * 'Authentication Required' and, with one toast at a time, this one would replace it.
 */
export function showErrorToast(error: unknown, title: string, description: ReactNode): void {
  if (isApiError(error, 401)) return;
  toast({ variant: "destructive", title, description });
}

/**
 * The server's own message for a refused request (a duplicate, a rule it enforces), which says
 * more than a generic text; the fallback for anything else.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}
