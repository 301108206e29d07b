import type { ChatCompletionTool } from "openai/resources/chat/completions";
import type { ActiveReminder } from "../../db/repositories/reminders.js";
import { checkRecurrence } from "../reminders/recurrence-rule.js";
import { localWhen, reminderWhen } from "../reminders/reminder-words.js";
import type { ToolResult } from "./actions.js";
import {
  cancelReminders,
  localMinute,
  type ReminderChanges,
  reminderAtLocalTime,
  updateReminder,
} from "./reminder-actions.js";

export const SET_REMINDER_TOOL = "set_reminder";
export const LIST_REMINDERS_TOOL = "list_reminders";
/** Changes state: cancels reminders the person has. */
export const CANCEL_REMINDER_TOOL = "cancel_reminder";
/** Changes state: moves or rewrites a reminder the person has. */
export const UPDATE_REMINDER_TOOL = "update_reminder";

const RECURRENCE_EXAMPLES =
  "FREQ=DAILY (every day), FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR (every weekday), FREQ=WEEKLY;BYDAY=MO (every Monday), FREQ=MONTHLY;BYMONTHDAY=1 (every month on the 1st)";

/** The model's reminder tools: set (once or repeating), list, cancel and change (decision 038). */
export const REMINDER_TOOLS: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: SET_REMINDER_TOOL,
      description:
        "Schedule a text message reminder for the user, once or repeating. Give the local date and time in the user's own timezone. For a repeating reminder ('every weekday at 8am', 'every Monday at 9', 'every day at 21:30') also give recurrence; local_datetime is then the first occurrence.",
      parameters: {
        type: "object",
        properties: {
          local_datetime: {
            type: "string",
            description:
              "Local date-time in the user's timezone, ISO format without offset, e.g. 2026-11-22T15:00",
          },
          text: { type: "string", description: "What to remind the user of, e.g. 'Call mom'" },
          recurrence: {
            type: "string",
            description: `Only for a repeating reminder: an RFC 5545 RRULE without DTSTART, e.g. ${RECURRENCE_EXAMPLES}. FREQ may be DAILY, WEEKLY, MONTHLY or YEARLY.`,
          },
        },
        required: ["local_datetime", "text"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: LIST_REMINDERS_TOOL,
      description:
        "List the user's upcoming reminders, numbered as the user sees them (next first), with each one's id. Call it whenever the user asks what reminders they have ('my reminders'), and before cancelling or changing a reminder the user names by number or in words ('cancel 2', 'the dentist one'). Show the user the numbered list in their timezone, never the ids.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    },
  },
  {
    type: "function",
    function: {
      name: CANCEL_REMINDER_TOOL,
      description:
        "Cancel the user's reminders: one by its id from list_reminders, or every one with all=true ('cancel all my reminders'). Only when the user asks to cancel, delete or remove a reminder. Then confirm in one line what was cancelled.",
      parameters: {
        type: "object",
        properties: {
          id: { type: "integer", description: "The reminder's id from list_reminders" },
          all: { type: "boolean", description: "true to cancel all of the user's reminders" },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: UPDATE_REMINDER_TOOL,
      description:
        "Change one of the user's reminders, by its id from list_reminders: its time, its text, or how it repeats ('move the dentist one to 4pm', 'change it to Friday'; 'it' is the reminder the user set or changed most recently). Give only what changes. Then confirm in one line.",
      parameters: {
        type: "object",
        properties: {
          id: { type: "integer", description: "The reminder's id from list_reminders" },
          local_datetime: {
            type: "string",
            description:
              "The new local date-time in the user's timezone, e.g. 2026-11-22T16:00; for a repeating reminder its new first occurrence, whose time of day it keeps",
          },
          text: { type: "string", description: "The new text" },
          recurrence: {
            type: "string",
            description: `A new RFC 5545 RRULE (e.g. ${RECURRENCE_EXAMPLES}), or "" to make it a one-time reminder`,
          },
        },
        required: ["id"],
        additionalProperties: false,
      },
    },
  },
];

export interface ReminderToolContext {
  timeZone: string;
  now: Date;
  /** The person's active reminders, read once when a tool first needs them. */
  reminders(): Promise<ActiveReminder[]>;
  /** Reminders cancelled earlier in this answer: no longer listed or changed. */
  cancelledReminders: Set<number>;
}

/** Runs a reminder tool; null for a tool that is not one. */
export async function runReminderTool(
  name: string,
  args: Record<string, unknown>,
  context: ReminderToolContext,
): Promise<ToolResult | null> {
  const text = (key: string) => (typeof args[key] === "string" ? (args[key] as string) : "");
  switch (name) {
    case SET_REMINDER_TOOL:
      return reminderAtLocalTime(
        text("local_datetime"),
        text("text"),
        context.timeZone,
        context.now,
        text("recurrence"),
      );
    case LIST_REMINDERS_TOOL:
      return { ok: true, note: reminderList(await current(context), context.timeZone) };
    case CANCEL_REMINDER_TOOL: {
      const reminders = await current(context);
      const result = cancelReminders(reminders, args.all === true ? "all" : idsOf(args.id));
      if (result.ok && result.effect?.type === "reminder_cancel")
        for (const id of result.effect.ids) context.cancelledReminders.add(id);
      return result;
    }
    case UPDATE_REMINDER_TOOL:
      return update(args, await current(context), context);
    default:
      return null;
  }
}

async function current(context: ReminderToolContext): Promise<ActiveReminder[]> {
  return (await context.reminders()).filter((reminder) => !context.cancelledReminders.has(reminder.id));
}

function idsOf(id: unknown): number[] {
  return typeof id === "number" && Number.isInteger(id) ? [id] : [];
}

function update(args: Record<string, unknown>, reminders: ActiveReminder[], context: ReminderToolContext) {
  const reminder = reminders.find((candidate) => candidate.id === args.id);
  if (!reminder) return { ok: false as const, error: "no such reminder; call list_reminders for the ids" };
  const changes: ReminderChanges = {};
  if (typeof args.text === "string") changes.text = args.text;
  if (typeof args.local_datetime === "string") {
    const startsLocal = localMinute(args.local_datetime);
    if (!startsLocal)
      return {
        ok: false as const,
        error: `"${args.local_datetime}" is not a date-time like 2026-11-22T15:00`,
      };
    changes.startsLocal = startsLocal;
  }
  if (typeof args.recurrence === "string") {
    if (args.recurrence.trim() === "") changes.rrule = null;
    else {
      const rule = checkRecurrence(args.recurrence);
      if (!rule.ok) return rule;
      changes.rrule = rule.rule;
    }
  }
  if (Object.keys(changes).length === 0)
    return { ok: false as const, error: "give local_datetime, text or recurrence to change" };
  return updateReminder(reminder, changes, context.timeZone, context.now);
}

/** The list_reminders result: numbered as the person sees them, with the ids the other tools take. */
function reminderList(reminders: ActiveReminder[], zone: string): string {
  if (reminders.length === 0) return "The user has no reminders.";
  const latest = lastChanged(reminders);
  const lines = reminders.map((reminder, index) => {
    const repeat = reminder.rrule
      ? `${reminderWhen(reminder, zone)}, rule ${reminder.rrule}, next ${localWhen(reminder.next_at, zone)}`
      : `once, ${localWhen(reminder.next_at, zone)}`;
    const it = reminder === latest ? " (set or changed most recently)" : "";
    return `${index + 1}. id ${reminder.id}: "${reminder.text}", ${repeat}${it}`;
  });
  return `The user's reminders, next first, in their timezone ${zone}:\n${lines.join("\n")}`;
}

/** The reminder "it" means: the one set or changed most recently (the later one of a tie). */
export function lastChanged(reminders: ActiveReminder[]): ActiveReminder | undefined {
  return [...reminders].sort((a, b) => b.changed_at.getTime() - a.changed_at.getTime() || b.id - a.id)[0];
}
