/**
 * How a page with unsaved work asks before something outside it leaves it, such as signing out
 * from the sidebar. The page registers its question while it has work to lose, and the action
 * leaves through `leaveOrAsk`; neither imports the other, so the features stay apart.
 */
export type AskBeforeLeaving = (leave: () => void) => void;

let question: AskBeforeLeaving | null = null;

/** Until the returned function is called, every `leaveOrAsk` goes through `ask`. */
export function guardLeaving(ask: AskBeforeLeaving): () => void {
  question = ask;
  return () => {
    if (question === ask) question = null;
  };
}

/** Runs `leave` at once when no page guards its work, or hands it to that page's question. */
export function leaveOrAsk(leave: () => void): void {
  if (question) question(leave);
  else leave();
}
