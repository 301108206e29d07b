import { isApiError } from "./api";
import { serverMessageOr } from "./error-toast";

/** Spec 001 section 8's generic text, for a failure that is no answer from the server at all. */
export const GENERIC_ERROR_MESSAGE = "An error occurred";

/**
 * The description of a failed save or disable on the advertising and keyword screens: the server's
 * own message when it refused the request, the action's fallback for other server errors, and the
 * generic text when the request never got an answer (offline, server down).
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? serverMessageOr(error, fallback) : GENERIC_ERROR_MESSAGE;
}
