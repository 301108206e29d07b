/**
 * The answers the service writes by itself to a person's text: the assistant's replies and
 * apologies, policy notices, operator keywords' answers, ads and the hand-off notice. A thread an
 * operator has taken over gets none of them, and a thread waiting for a person none but the notice
 * (decision 030). Carrier keywords' answers (STOP, START, HELP) are not among them: the law wants
 * them answered whoever is in the conversation.
 */
export const AUTOMATIC_ANSWER_KINDS = ["reply", "apology", "policy", "keyword", "ad", "handoff"] as const;

/** The notice that an operator will answer: the one automatic answer a thread waiting for a person gets. */
export const HANDOFF_KIND = "handoff";

/** A message an operator wrote in the console. */
export const OPERATOR_KIND = "operator";

export function isAutomaticAnswer(kind: string): boolean {
  return (AUTOMATIC_ANSWER_KINDS as readonly string[]).includes(kind);
}
