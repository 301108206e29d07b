/** Carrier (CTIA) keywords: the whole message, one word, any case. They work even in maintenance. */
const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const OPT_IN = new Set(["START", "YES", "UNSTOP"]);

export const SERVICE_NAME = "Textpal";

export type CarrierKeyword = "opt_out" | "opt_in" | "help";

export function carrierKeyword(text: string): CarrierKeyword | null {
  const word = text.trim().toUpperCase();
  if (OPT_OUT.has(word)) return "opt_out";
  if (OPT_IN.has(word)) return "opt_in";
  if (word === "HELP") return "help";
  return null;
}

export const OPT_OUT_CONFIRMATION = `${SERVICE_NAME}: You have been unsubscribed and will receive no further messages. Reply START to resubscribe.`;
export const OPT_IN_CONFIRMATION = `${SERVICE_NAME}: You are subscribed again. Msg&data rates may apply. Reply HELP for help, STOP to opt out.`;
export const HELP_TEXT = `${SERVICE_NAME}: your AI personal assistant by text. Msg frequency varies. Msg&data rates may apply. Reply STOP to opt out, START to opt back in.`;
