import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import {
  COMMON_PASSWORD_MESSAGE,
  GUESSABLE_PASSWORD_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  NEW_PASSWORD_TOO_SHORT,
} from "../../shared/admins.js";
import { AppError } from "../app-error.js";

/** How many of the list's passwords, most common first, a new password may not be. */
const REFUSED_COMMON_PASSWORDS = 10_000;

let common: Set<string> | undefined;

/**
 * zxcvbn-ts's common list is ranked by frequency in leaked password sets and lowercased; it is read
 * once, at the first check, so processes that never set a password do not hold it.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].slice(0, REFUSED_COMMON_PASSWORDS));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's 0–4 score: dictionary words, names, dates, l33t, keyboard patterns and repeats count for little. */
export function passwordScore(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

/** The rule for every password set from issue 22 on (not the sign-in form's): a 400 naming `field`. */
export function requireStrongPassword(password: string, field: string): string {
  if (password.length < MIN_NEW_PASSWORD_LENGTH)
    throw AppError.validation({ [field]: NEW_PASSWORD_TOO_SHORT });
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw AppError.validation({ [field]: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` });
  }
  if (isCommonPassword(password)) throw AppError.validation({ [field]: COMMON_PASSWORD_MESSAGE });
  if (passwordScore(password) < MIN_PASSWORD_SCORE)
    throw AppError.validation({ [field]: GUESSABLE_PASSWORD_MESSAGE });
  return password;
}
