/**
 * The offline assistant's reminder commands: "my reminders", "cancel 2", "cancel the dentist
 * reminder", "cancel all reminders", "move the dentist one to 4pm", "change it to Friday". A
 * cancel or a change is read from what the person typed, never from a voice note's transcript.
 */

/** Which reminder a command means: by its number in "my reminders", all, by words, or "it". */
export type ReminderTarget =
  | { by: "number"; number: number }
  | { by: "all" }
  | { by: "words"; words: string }
  /** The one the person created or changed most recently. */
  | { by: "it" };

export type ReminderCommand =
  | { kind: "list_reminders" }
  | { kind: "cancel_reminders"; target: ReminderTarget }
  | { kind: "change_reminder"; target: ReminderTarget; when: string };

const LIST: RegExp[] = [
  /^(?:(?:list|show|see|view|check|get|send)\s+(?:me\s+)?)?(?:all\s+(?:of\s+)?)?(?:my\s+|the\s+)?(?:upcoming\s+|current\s+)?reminders$/,
  /^what(?:'s|\s+are|\s+is)?\s+(?:all\s+)?(?:my\s+|the\s+)?(?:upcoming\s+|current\s+)?reminders$/,
  /^(?:what|which)\s+reminders\s+do\s+i\s+have(?:\s+set)?$/,
  /^do\s+i\s+have\s+any\s+reminders(?:\s+set)?$/,
];

const CANCEL = String.raw`(?:cancel|delete|remove|clear|drop|turn\s+off|get\s+rid\s+of)`;
const CHANGE = "(?:move|change|reschedule|push|shift|update)";

const CANCEL_ALL = new RegExp(
  String.raw`^${CANCEL}\s+(?:all(?:\s+of)?\s+)?(?:my\s+|the\s+)?(?:(?:all|every)\s+)?(?:reminders|of\s+them)$|^${CANCEL}\s+all$`,
);
const CANCEL_ONE = new RegExp(String.raw`^${CANCEL}\s+(.+)$`);
const CHANGE_ONE = new RegExp(String.raw`^${CHANGE}\s+(.+?)\s+(?:to|for|until)\s+(.+)$`);

/** A reminder command in one typed text, or null. */
export function parseReminderCommand(typed: string): ReminderCommand | null {
  const text = plain(typed);
  if (isListRequest(text)) return { kind: "list_reminders" };
  if (CANCEL_ALL.test(text)) return { kind: "cancel_reminders", target: { by: "all" } };
  const cancel = CANCEL_ONE.exec(text);
  if (cancel) {
    const target = parseTarget(cancel[1] ?? "", true);
    return target ? { kind: "cancel_reminders", target } : null;
  }
  const change = CHANGE_ONE.exec(text);
  if (change) {
    const target = parseTarget(change[1] ?? "", false);
    return target ? { kind: "change_reminder", target, when: change[2] ?? "" } : null;
  }
  return null;
}

export function isListRequest(typed: string): boolean {
  const text = plain(typed);
  return LIST.some((pattern) => pattern.test(text));
}

/** Lower case, straight apostrophes, one space, no closing punctuation, no "please". */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?]+$/, "")
    .replace(/^(?:please|pls|ok|okay|hey)\s+/, "")
    .replace(/\s+please$/, "");
}

const IT =
  /^(?:it|that|this|that one|this one|(?:that|this|the|my) reminder|the last (?:one|reminder)|my last reminder)$/;
const NUMBERED = /^(?:(?:my\s+|the\s+)?reminder\s+)?(?:number\s+|no\.?\s*|#)?(\d{1,3})$/;
const ABOUT = /^(?:the\s+|my\s+)?reminder\s+(?:about|for|to|of)\s+(.+)$/;
const NAMED = /^(?:the\s+|my\s+)?(.+?)\s+(?:reminder|one)$/;
const BARE_NAMED = /^(?:the\s+|my\s+)?reminder\s+(.+)$/;

/**
 * What the command points at. A bare number is only a reminder's for a cancel ("cancel 2"): "move 2
 * to Friday" is too unlike anything else to guess at, but "move reminder 2 to Friday" is clear.
 */
function parseTarget(words: string, bareNumber: boolean): ReminderTarget | null {
  if (IT.test(words)) return { by: "it" };
  const numbered = NUMBERED.exec(words);
  if (numbered && (bareNumber || /reminder|#|number/.test(words)))
    return { by: "number", number: Number(numbered[1]) };
  const named = ABOUT.exec(words) ?? NAMED.exec(words) ?? BARE_NAMED.exec(words);
  const name = named?.[1]?.replace(/^(?:the|my|a)\s+/, "").trim();
  return name ? { by: "words", words: name } : null;
}
