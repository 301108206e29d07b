import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMessages, reminders } from "../../src/db/schema/index.js";
import type { ChatCompletionBody, ScriptedAnswer } from "../helpers/fake-ai-server.js";
import { manualClock } from "../helpers/manual-clock.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { textAndWait } from "../helpers/text-and-wait.js";

/**
 * Issue 38 with the AI model: set_reminder takes a recurrence, list_reminders gives the model the
 * numbered list with ids, cancel_reminder and update_reminder change what it names. The fake model
 * plays its part round by round; what is checked is what our tools answered and stored.
 */
// Friday, Nov 20 2026, 12:00 PM in New York (+1 212 numbers start there).
const clock = manualClock(new Date("2026-11-20T17:00:00Z"));
const PHONE = "+12125550391";
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ clock });
});
afterAll(() => t.stopAll());

/** The model calls these tools, one round after another, then answers "Done." */
function playRounds(rounds: ScriptedAnswer[]): string[][] {
  const results: string[][] = [];
  t.ai.script = (request: ChatCompletionBody) => {
    const round = request.messages.filter((message) => "tool_calls" in message).length;
    if (round > 0) results[round - 1] = toolResults(request, round);
    return rounds[round] ?? { text: "Done." };
  };
  return results;
}

/** What our tools answered in the model's last round. */
function toolResults(request: ChatCompletionBody, round: number): string[] {
  const answered = request.messages
    .filter((message) => message.role === "tool")
    .map((m) => String(m.content));
  const before = request.messages
    .filter((message) => "tool_calls" in message)
    .slice(0, round - 1)
    .reduce((sum, message) => sum + ((message as { tool_calls?: unknown[] }).tool_calls?.length ?? 0), 0);
  return answered.slice(before);
}

const call = (name: string, args: Record<string, unknown> = {}): ScriptedAnswer => ({
  toolCalls: [{ name, arguments: args }],
});

async function ask(body: string) {
  clock.advance(60_000);
  const answers = await textAndWait(t, PHONE, body);
  expect(answers.map((answer) => answer.content)).toEqual(["Done."]);
}

const theirReminders = async () => {
  const user = await userByPhone(t, PHONE);
  return t.database.db
    .select()
    .from(reminders)
    .where(eq(reminders.user_id, user?.id ?? 0))
    .orderBy(reminders.id);
};

const pendingAt = async (reminderId: number) =>
  (await t.database.db.select().from(queuedMessages).where(eq(queuedMessages.reminder_id, reminderId)))
    .filter((row) => !row.processed)
    .map((row) => row.scheduled_for.toISOString());

describe("the model's reminder tools", () => {
  it("sets a repeating reminder from an RRULE, and refuses a rule a reminder may not have", async () => {
    const results = playRounds([
      call("set_reminder", {
        local_datetime: "2026-11-23T09:00",
        text: "gym",
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
      }),
      call("set_reminder", { local_datetime: "2026-11-21T10:00", text: "dentist" }),
      call("set_reminder", { local_datetime: "2026-11-21T10:00", text: "spam", recurrence: "FREQ=MINUTELY" }),
    ]);
    await ask("gym every monday at 9, and the dentist tomorrow at 10");
    expect(results).toEqual([
      ["Recurring reminder set: Every Monday at 9:00 AM, first on Mon, Nov 23 at 9:00 AM EST: gym"],
      ["Reminder set for Sat, Nov 21 at 10:00 AM EST: dentist"],
      ["Error: FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY"],
    ]);
    const [gym, dentist, none] = await theirReminders();
    expect(none).toBeUndefined();
    expect(gym).toMatchObject({
      rrule: "FREQ=WEEKLY;BYDAY=MO",
      starts_local: "2026-11-23T09:00",
      status: "active",
    });
    expect(await pendingAt(gym?.id ?? 0)).toEqual(["2026-11-23T14:00:00.000Z"]);
    expect(await pendingAt(dentist?.id ?? 0)).toEqual(["2026-11-21T15:00:00.000Z"]);
  });

  it("lists them numbered with their ids, moves one, and cancels by id and then all", async () => {
    const [gym, dentist] = await theirReminders();
    const listing = playRounds([
      call("list_reminders"),
      call("update_reminder", { id: dentist?.id, local_datetime: "2026-11-21T16:00" }),
    ]);
    await ask("what are my reminders? and move the dentist reminder to 4pm");
    expect(listing[0]).toEqual([
      [
        "The user's reminders, next first, in their timezone America/New_York:",
        // Both were set in one answer: the later one is "it".
        `1. id ${dentist?.id}: "dentist", once, Sat, Nov 21 at 10:00 AM EST (set or changed most recently)`,
        `2. id ${gym?.id}: "gym", Every Monday at 9:00 AM, rule FREQ=WEEKLY;BYDAY=MO, next Mon, Nov 23 at 9:00 AM EST`,
      ].join("\n"),
    ]);
    expect(listing[1]).toEqual(["Reminder changed: Sat, Nov 21 at 4:00 PM EST: dentist"]);
    expect(await pendingAt(dentist?.id ?? 0)).toEqual(["2026-11-21T21:00:00.000Z"]);

    const cancelling = playRounds([
      call("cancel_reminder", { id: gym?.id }),
      call("list_reminders"),
      {
        toolCalls: [
          { name: "cancel_reminder", arguments: { id: 999_999 } },
          { name: "cancel_reminder", arguments: { all: true } },
        ],
      },
    ]);
    await ask("cancel the gym reminder, then all my reminders");
    expect(cancelling).toEqual([
      ["Cancelled: gym"],
      [
        `The user's reminders, next first, in their timezone America/New_York:\n1. id ${dentist?.id}: "dentist", once, Sat, Nov 21 at 4:00 PM EST (set or changed most recently)`,
      ],
      ["Error: no such reminder", "Cancelled: dentist"],
    ]);
    expect((await theirReminders()).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    expect(await pendingAt(dentist?.id ?? 0)).toEqual([]);
  });

  it("offers every reminder tool to the model", () => {
    const offered = (t.ai.requests.at(-1)?.tools ?? []).map(
      (tool) => (tool as { function: { name: string } }).function.name,
    );
    expect(offered).toEqual(
      expect.arrayContaining(["set_reminder", "list_reminders", "cancel_reminder", "update_reminder"]),
    );
  });
});
