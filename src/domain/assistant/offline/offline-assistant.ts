import { checklistDefinition } from "../../micro-ui/checklist-definition.js";
import { prepareMicroUi } from "../../micro-ui/create-micro-ui.js";
import { describeRecurrence } from "../../reminders/recurrence-text.js";
import { timezoneChange } from "../actions.js";
import {
  type Assistant,
  type AssistantRequest,
  textToAnswer,
  typedTexts,
  userTimeZone,
} from "../assistant.js";
import { recurringReminder, reminderAt } from "../reminder-actions.js";
import { memoryAnswer } from "./memory-intents.js";
import {
  chatReply,
  checklistReply,
  helpReply,
  reminderInPastReply,
  reminderNeedsTimeReply,
  reminderSetReply,
  timezoneSetReply,
  timezoneUnknownReply,
} from "./offline-replies.js";
import { parseOfflineIntent } from "./parse-intent.js";
import { answerReminderCommand } from "./reminder-commands.js";
import { isListRequest, parseReminderCommand, type ReminderCommand } from "./reminder-phrases.js";
import { recurringSetReply } from "./reminder-replies.js";

/**
 * Answers when no AI model is configured: it says so plainly, and still does what needs no
 * model (reminders, listing, cancelling and moving them, timezone, help, checklist pages, its
 * memory of the person).
 */
export function createOfflineAssistant(options: { defaultTimeZone: string; publicUrl: string }): Assistant {
  return {
    async reply(request) {
      const remembered = memoryAnswer(request);
      if (remembered) return remembered;
      const timeZone = userTimeZone(request.user, options.defaultTimeZone);
      const said = textToAnswer(request.inbound.content, request.media.transcript);
      const command = reminderCommand(request, said);
      if (command) return answerReminderCommand(command, request, timeZone);
      const intent = parseOfflineIntent(said, request.now, timeZone);
      switch (intent.kind) {
        case "reminder": {
          const result = reminderAt(intent.at, intent.text || "your reminder", timeZone, request.now);
          if (!result.ok) return text(reminderInPastReply(intent.at, timeZone));
          return {
            text: reminderSetReply(intent.text, intent.at, timeZone, request.now),
            effects: [result.effect],
            failed: false,
          };
        }
        case "recurring_reminder": {
          const { startsLocal, rrule } = intent;
          const result = recurringReminder(
            startsLocal,
            rrule,
            intent.text || "your reminder",
            timeZone,
            request.now,
          );
          if (!result.ok || result.effect?.type !== "reminder")
            return text(reminderNeedsTimeReply(intent.text));
          const when = describeRecurrence({ startsLocal, rrule }) ?? "";
          return {
            text: recurringSetReply(intent.text, when, result.effect.at, timeZone),
            effects: [result.effect],
            failed: false,
          };
        }
        case "reminder_needs_time":
          return text(reminderNeedsTimeReply(intent.text));
        case "reminder_in_past":
          return text(reminderInPastReply(intent.at, timeZone));
        case "timezone": {
          const result = timezoneChange(intent.zone);
          if (!result.ok) return text(timezoneUnknownReply(intent.zone));
          return {
            text: timezoneSetReply(intent.zone, request.now),
            effects: [result.effect],
            failed: false,
          };
        }
        case "timezone_unknown":
          return text(timezoneUnknownReply(intent.input));
        case "checklist": {
          const page = prepareMicroUi(
            checklistDefinition(intent.title, intent.items, request.now),
            request.now,
            options.publicUrl,
          );
          // A list the page checks refuse (an item written as HTML) is still useful as plain text.
          if (!page.ok)
            return text([`${intent.title}:`, ...intent.items.map((item) => `- ${item}`)].join("\n"));
          return {
            text: checklistReply(intent.title, page.url),
            effects: [{ type: "micro_ui", slug: page.slug, definition: page.definition }],
            failed: false,
          };
        }
        case "help":
          return text(helpReply());
        case "chat":
          return text(chatReply());
      }
    },
  };
}

/**
 * A reminder command: a cancel or a change only in what the person typed (a voice note's words
 * are content, not instructions), a list also when a voice note asks for it.
 */
function reminderCommand(request: AssistantRequest, said: string): ReminderCommand | null {
  for (const typed of typedTexts(request)) {
    const command = parseReminderCommand(typed);
    if (command) return command;
  }
  return isListRequest(said) ? { kind: "list_reminders" } : null;
}

function text(content: string) {
  return { text: content, effects: [], failed: false };
}
