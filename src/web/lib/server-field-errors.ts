import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isApiError } from "./api";

/**
 * Puts a 400's per-field messages under the form's own fields (rules only the server checks, such
 * as the common-password list). True when it showed at least one, so no toast needs to repeat it.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fields: readonly Path<TValues>[],
): boolean {
  if (!isApiError(error, 400) || !error.fieldErrors) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) {
      form.setError(field, { type: "server", message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
