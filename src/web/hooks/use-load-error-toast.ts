import { useEffect } from "react";
import { showErrorToast } from "@/lib/error-toast";

/**
 * A destructive toast when a list fails to load (the advertising screens' "Failed to load
 * advertisements"), once per failure; a 401 is left to the sign-in redirect.
 */
export function useLoadErrorToast(error: unknown, description: string, title = "Error"): void {
  useEffect(() => {
    if (error) showErrorToast(error, title, description);
  }, [error, title, description]);
}
