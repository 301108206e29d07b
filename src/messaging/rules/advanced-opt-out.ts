import type { CarrierKeyword } from "./carrier-keywords.js";

/**
 * Twilio's Advanced Opt-Out reads each inbound text against the keyword lists of the Messaging
 * Service (or the account), which may hold words and phrasings ours do not, and names what it found
 * in the webhook's `OptOutType`. Twilio has already acted on it (a STOP blocks further texts at its
 * end), so its verdict is the person's keyword whatever the body says.
 */
export function optOutTypeKeyword(optOutType: string | undefined): CarrierKeyword | null {
  switch (optOutType?.trim().toUpperCase()) {
    case "STOP":
      return "opt_out";
    case "START":
      return "opt_in";
    case "HELP":
      return "help";
    default:
      return null;
  }
}

/**
 * An inbound text's `kind` column: "inbound", or the keyword Twilio classified it as, kept with the
 * text for the worker that answers it (which may be another process, later).
 */
export type InboundKind = "inbound" | CarrierKeyword;

export function inboundKind(classified: CarrierKeyword | null): InboundKind {
  return classified ?? "inbound";
}

/** The keyword Twilio classified a stored inbound text as, from its kind; null for an ordinary text. */
export function classifiedKeyword(kind: string): CarrierKeyword | null {
  return kind === "opt_out" || kind === "opt_in" || kind === "help" ? kind : null;
}
