import { checklistDefinition } from "../../micro-ui/checklist-definition.js";
import { prepareMicroUi } from "../../micro-ui/create-micro-ui.js";
import { reminderAt, timezoneChange } from "../actions.js";
import { type Assistant, textToAnswer, userTimeZone } from "../assistant.js";
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

/**
 * Answers when no AI model is configured: it says so plainly, and still does what needs no
 * model (reminders, timezone, help, checklist pages, its memory of the person).
 */
export function createOfflineAssistant(options: { defaultTimeZone: string; publicUrl: string }): Assistant {
  return {
    async reply(request) {
      const remembered = memoryAnswer(request);
      if (remembered) return remembered;
      const timeZone = userTimeZone(request.user, options.defaultTimeZone);
      const said = textToAnswer(request.inbound.content, request.media.transcript);
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

function text(content: string) {
  return { text: content, effects: [], failed: false };
}
