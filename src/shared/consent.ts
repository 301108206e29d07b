import { z } from "zod";

export const CONSENT_ACTIONS = ["opt_in", "opt_out"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * What caused an opt-in or opt-out: the person's first text, a keyword (STOP, START, an operator's
 * subscribe or unsubscribe keyword), a request in words, the carrier (Twilio error 21610) or an
 * operator in the console.
 */
export const CONSENT_SOURCES = ["first_text", "keyword", "free_text", "carrier", "operator"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** One entry of a person's consent log, the time as an ISO string in UTC. */
export const consentEventSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
  message: z.string(),
  created_at: z.string(),
});

export type ConsentEvent = z.output<typeof consentEventSchema>;

/** The log's wording, shared by the console and the CSV export. */
export const CONSENT_ACTION_LABELS: Record<ConsentAction, string> = {
  opt_in: "Opted in",
  opt_out: "Opted out",
};

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  first_text: "First text",
  keyword: "Keyword",
  free_text: "Request in words",
  carrier: "Carrier",
  operator: "Operator",
};
