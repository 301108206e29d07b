import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isApiError } from "./api";
import { showReasonedErrorToast } from "./reasoned-error-toast";

/**
 * Puts a refused request's per-field messages under the form's own fields: a 400's rules only the
 * server checks (the common-password list), or a 409 about one field (a phone already taken).
 * True when it showed at least one, so no toast needs to repeat it.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fields: readonly Path<TValues>[],
): boolean {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || !error.fieldErrors) return false;
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

/**
 * The console's one way to report a failed form (the spec screens' convention): a field's problem
 * under the field, anything else in a toast whose first line is the spec's "Failed to …. Please try
 * again." and whose second is the server's reason.
 */
export function reportFormError<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fields: readonly Path<TValues>[],
  sentence: string,
): void {
  if (!showServerFieldErrors(form, error, fields)) showReasonedErrorToast(error, sentence);
}
