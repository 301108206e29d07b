import { reminderAt, timezoneChange } from "../actions.js";
import { type Assistant, userTimeZone } from "../assistant.js";
import {
  chatReply,
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
 * model (reminders, timezone, help). Checklists become pages once micro UIs exist; until then
 * the list is texted back.
 */
export function createOfflineAssistant(options: { defaultTimeZone: string }): Assistant {
  return {
    async reply(request) {
      const timeZone = userTimeZone(request.user, options.defaultTimeZone);
      const intent = parseOfflineIntent(request.inbound.content, request.now, timeZone);
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
        case "checklist":
          return text([`${intent.title}:`, ...intent.items.map((item) => `- ${item}`)].join("\n"));
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
