import type { KeywordAction } from "@shared/keywords";

const LABELS: Record<KeywordAction, string> = {
  none: "None",
  subscribe: "Subscribe",
  unsubscribe: "Unsubscribe",
  help: "Help",
};

export const actionLabel = (action: KeywordAction) => LABELS[action];
