import type { ChatCompletionTool } from "openai/resources/chat/completions";
import {
  type ActionResult,
  MAX_PROFILE_LENGTH,
  profileChange,
  reminderAtLocalTime,
  timezoneChange,
} from "./actions.js";

/** The tools the model may call; each turns into an Effect applied when the answer is stored. */
export const ASSISTANT_TOOLS: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "set_reminder",
      description:
        "Schedule a text message reminder for the user. Give the local date and time in the user's own timezone.",
      parameters: {
        type: "object",
        properties: {
          local_datetime: {
            type: "string",
            description:
              "Local date-time in the user's timezone, ISO format without offset, e.g. 2026-11-22T15:00",
          },
          text: { type: "string", description: "What to remind the user of, e.g. 'Call mom'" },
        },
        required: ["local_datetime", "text"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "update_profile",
      description: `Replace the stored profile of the user with an updated, concise free-text summary of durable facts and preferences (under ${MAX_PROFILE_LENGTH} characters). Include what was already known that is still true.`,
      parameters: {
        type: "object",
        properties: { profile: { type: "string", maxLength: MAX_PROFILE_LENGTH } },
        required: ["profile"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "set_timezone",
      description: "Set the user's timezone when they tell you where they are or which timezone they use.",
      parameters: {
        type: "object",
        properties: { timezone: { type: "string", description: "IANA name, e.g. America/Chicago" } },
        required: ["timezone"],
        additionalProperties: false,
      },
    },
  },
];

export interface ToolContext {
  timeZone: string;
  now: Date;
}

export function runTool(name: string, rawArguments: string, context: ToolContext): ActionResult {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(rawArguments || "{}") as Record<string, unknown>;
  } catch {
    return { ok: false, error: "the arguments are not valid JSON" };
  }
  const text = (key: string) => (typeof args[key] === "string" ? (args[key] as string) : "");
  switch (name) {
    case "set_reminder":
      return reminderAtLocalTime(text("local_datetime"), text("text"), context.timeZone, context.now);
    case "update_profile":
      return profileChange(text("profile"));
    case "set_timezone":
      return timezoneChange(text("timezone"));
    default:
      return { ok: false, error: `unknown tool ${name}` };
  }
}
