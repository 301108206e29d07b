import { serverMessageOr, showErrorToast } from "./error-toast";

/**
 * A failed action's "Error" toast in the spec's own sentence, with the server's reason for a
 * refused request (a duplicate, an unknown name, a row already gone) as a second line: the
 * sentence alone does not say what to fix.
 */
export function showReasonedErrorToast(error: unknown, sentence: string): void {
  const reason = serverMessageOr(error, "");
  showErrorToast(
    error,
    "Error",
    reason ? (
      <>
        <span className="block">{sentence}</span>
        <span className="block">{reason}</span>
      </>
    ) : (
      sentence
    ),
  );
}
