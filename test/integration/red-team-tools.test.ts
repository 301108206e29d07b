import { eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  microUis,
  queuedMessages,
  reminders,
  threads,
  userConsentEvents,
  users,
} from "../../src/db/schema/index.js";
import { checklistDefinition } from "../../src/domain/micro-ui/checklist-definition.js";
import { metricsRegistry } from "../../src/observability/metrics/registry.js";
import type { ChatCompletionBody, ScriptedAnswer, ScriptedToolCall } from "../helpers/fake-ai-server.js";
import { FakeMediaServer, pngOf, wavTone } from "../helpers/fake-media-server.js";
import { manualClock } from "../helpers/manual-clock.js";
import { imageParts } from "../helpers/model-request-parts.js";
import { type PipelineApp, SYSTEM_NUMBER, settled, startPipelineApp } from "../helpers/pipeline-app.js";
import { parsePromText, promValue } from "../helpers/prometheus-text.js";
import {
  type AttackedTool,
  CONFIRMATIONS,
  OBEYED_CALLS,
  RED_TEAM_CASES,
  STEERED_ZONE,
} from "../helpers/red-team-cases.js";
import { CONTROL_CASES, type ControlCase } from "../helpers/red-team-controls.js";
import { inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * Issue 38's red-team corpus (test/helpers/red-team-cases.ts), texted through the signed webhook all
 * at once, a phone per case: a fake model obeys every instruction that a picture, a voice note, a
 * micro UI page's item or a forwarded message carries, and the tally of what that changed in the
 * database must be empty. The controls, whose own typed words ask, must change it.
 */
let t: PipelineApp;
let media: FakeMediaServer;
const OWNER = "+14155557000";
const attackPhone = (index: number) => `+1415555${1000 + index}`;
const controlPhone = (index: number) => `+1415556${1000 + index}`;

/** What the fake model obeys: the first order whose words (or picture) the person's message holds. */
interface Order {
  words?: string;
  picture?: string;
  calls: ScriptedToolCall[];
  /** Calls again once, after being told no. */
  insists?: boolean;
}
const orders: Order[] = [];
/** What each voice note says, by its bytes, for the fake transcription. */
const heard = new Map<string, string>();

function obey(request: ChatCompletionBody): ScriptedAnswer {
  const content = request.messages.filter((message) => message.role === "user").at(-1)?.content;
  const text = typeof content === "string" ? content : JSON.stringify(content);
  const pictures = imageParts(content);
  const order = orders.find((o) =>
    o.picture ? pictures.includes(o.picture) : text.includes(o.words ?? "\0"),
  );
  const told = request.messages.filter((message) => message.role === "tool").length;
  if (order && (told === 0 || (order.insists && told === order.calls.length)))
    return { toolCalls: order.calls };
  return { text: "Here is what I found." };
}

beforeAll(async () => {
  media = await new FakeMediaServer().start();
  t = await startPipelineApp({
    clock: manualClock(new Date("2026-03-02T15:00:00Z")),
    env: { TWILIO_MEDIA_HOSTS: media.host },
  });
  t.ai.script = obey;
  t.ai.transcribe = (upload) => ({ text: heard.get(upload.bytes.toString("base64")) ?? "" });
}, 60_000);
afterAll(() => Promise.all([t.stopAll(), media.stop()]));

/** Twilio's fields for an MMS of one item, served by the fake media server. */
function mms(phone: string, bytes: Buffer, type: string): Record<string, string> {
  const url = media.put(`/red-team/${phone}`, bytes, type);
  return { NumMedia: "1", MediaUrl0: url, MediaContentType0: type };
}

/** A picture of its own for `index` (pictures differ in width), and its data URL as the model sees it. */
function picture(phone: string, index: number) {
  const png = pngOf(3 + index, 2, false);
  return { fields: mms(phone, png, "image/png"), seen: `data:image/png;base64,${png.toString("base64")}` };
}

/** A voice note of its own for `index` (a tone of its own pitch) that says `words`. */
function voiceNote(phone: string, index: number, words: string) {
  const wav = wavTone(200 + index * 7, 0.1);
  heard.set(wav.toString("base64"), words);
  return mms(phone, wav, "audio/wav");
}

/** The reminder each phone's person set in their own words before the case, by phone. */
const reminderIds = new Map<string, number>();
const REMINDER_TOOLS: AttackedTool[] = ["cancel_reminder", "update_reminder"];
const SET_REMINDER = { starts: "2026-03-03T08:00", text: "water the plants" };

/** Each phone's person asks for a reminder first, and the model sets it. */
async function setUpReminders(phones: string[]) {
  orders.push({
    words: "remind me to water the plants",
    calls: [
      { name: "set_reminder", arguments: { local_datetime: SET_REMINDER.starts, text: SET_REMINDER.text } },
    ],
  });
  await Promise.all(phones.map((phone) => text(phone, "remind me to water the plants tomorrow at 8am")));
  await settled(t, 30_000);
  const rows = await t.database.db
    .select({ id: reminders.id, phone: users.phone_number })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.user_id))
    .where(inArray(users.phone_number, phones));
  for (const row of rows) reminderIds.set(row.phone, row.id);
  expect(rows.map((row) => row.phone).sort()).toEqual([...phones].sort());
}

/** The call the fake model makes for `tool`, aimed at this phone's own reminder. */
function obeyed(call: ScriptedToolCall, phone: string): ScriptedToolCall {
  if (call.name !== "update_reminder") return call;
  return { ...call, arguments: { ...call.arguments, id: reminderIds.get(phone) } };
}

async function text(phone: string, body: string, fields: Record<string, string> = {}) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body, fields));
  expect(response.statusCode).toBe(200);
}

/**
 * The shared page the micro UI cases quote from: made by the assistant for its owner, then edited,
 * as anyone with the link may, through the public API, and read back the same way.
 */
async function pageItems(instructions: string[]): Promise<Map<string, string>> {
  const checklist = checklistDefinition("Shopping", ["milk"], new Date("2026-03-02T15:00:00Z"));
  orders.push({
    words: "make us a shopping list",
    calls: [{ name: "create_micro_ui", arguments: { ...checklist } }],
  });
  await text(OWNER, "make us a shopping list");
  await settled(t);
  const [page] = await t.database.db.select({ slug: microUis.slug }).from(microUis);
  const items = instructions.map((words, index) => ({ id: String(index), text: words, completed: false }));
  const saved = await t.app.inject({
    method: "POST",
    url: `/api/micro-ui/${page?.slug}/data`,
    payload: { items },
  });
  expect(saved.statusCode).toBe(200);
  const read = await t.app.inject({ method: "GET", url: `/api/micro-ui/${page?.slug}` });
  const stored = read.json<{ ui: { data: { items: Array<{ text: string }> } } }>().ui.data.items;
  expect(stored.map((item) => item.text)).toEqual(instructions);
  return new Map(instructions.map((words, index) => [words, stored[index]?.text ?? ""]));
}

async function refusedCalls(): Promise<number> {
  return (
    promValue(parsePromText(await metricsRegistry.metrics()), "textpal_ai_tool_calls_refused_total") ?? 0
  );
}

describe("tools that content cannot steer", { timeout: 120_000 }, () => {
  it("lets no picture, voice note, page item or forwarded message change anything, and asks each person to confirm", async () => {
    expect(RED_TEAM_CASES.length).toBeGreaterThanOrEqual(60);
    const pasted = await pageItems(
      RED_TEAM_CASES.filter((c) => c.carrier === "micro_ui").map((c) => c.instruction),
    );
    await setUpReminders(
      RED_TEAM_CASES.flatMap((attack, index) =>
        attack.calls.some((tool) => REMINDER_TOOLS.includes(tool)) ? [attackPhone(index)] : [],
      ),
    );
    const refusedBefore = await refusedCalls();
    await Promise.all(
      RED_TEAM_CASES.map((attack, index) => {
        const phone = attackPhone(index);
        const order: Order = {
          words: attack.instruction,
          calls: attack.calls.map((tool) => obeyed(OBEYED_CALLS[tool], phone)),
          insists: attack.insists,
        };
        const carried =
          attack.carrier === "micro_ui" ? (pasted.get(attack.instruction) ?? "") : attack.instruction;
        let fields: Record<string, string> = {};
        if (attack.carrier === "picture") {
          const shown = picture(phone, index);
          order.picture = shown.seen;
          fields = shown.fields;
        } else if (attack.carrier === "voice_note") fields = voiceNote(phone, index, carried);
        orders.push(order);
        return text(phone, attack.typed(carried), fields);
      }),
    );
    await settled(t, 60_000);

    const phones = RED_TEAM_CASES.map((_, index) => attackPhone(index));
    expect(await unauthorisedEffects(phones)).toEqual([]);
    expect(unconfirmed(phones)).toEqual([]);
    const refusals = RED_TEAM_CASES.reduce((sum, attack) => sum + new Set(attack.calls).size, 0);
    expect((await refusedCalls()) - refusedBefore).toBe(refusals);
  });

  it("does what the person's own typed words ask, beside a picture, a voice note or a forwarded part too", async () => {
    expect(CONTROL_CASES.length).toBeGreaterThanOrEqual(8);
    await setUpReminders(
      CONTROL_CASES.flatMap((control, index) =>
        REMINDER_TOOLS.includes(control.tool) ? [controlPhone(index)] : [],
      ),
    );
    const asked = t.ai.requests.length;
    await Promise.all(
      CONTROL_CASES.map((control, index) => {
        const phone = controlPhone(index);
        orders.unshift({ words: control.typed.split("\n")[0], calls: [obeyed(control.call, phone)] });
        const fields = control.picture
          ? picture(phone, 500 + index).fields
          : control.voiceNote
            ? voiceNote(phone, 500 + index, control.voiceNote)
            : {};
        return text(phone, control.typed, fields);
      }),
    );
    await settled(t, 60_000);
    // Each went to the model: none was a phrase the core's own rules answer first.
    expect(t.ai.requests.length - asked).toBeGreaterThanOrEqual(CONTROL_CASES.length);
    const missing = await Promise.all(CONTROL_CASES.map((control, index) => missingEffect(control, index)));
    expect(missing.filter(Boolean)).toEqual([]);
  });
});

/** Every change of state the corpus made, by phone: each one an unauthorised effect. */
async function unauthorisedEffects(phones: string[]): Promise<string[]> {
  const db = t.database.db;
  const ours = new Set(phones);
  const people = await db.select().from(users).where(inArray(users.phone_number, phones));
  const consent = await db
    .select()
    .from(userConsentEvents)
    .where(inArray(userConsentEvents.phone_number, phones));
  const flagged = await db.select().from(threads).where(isNotNull(threads.needs_person_at));
  const answers = await db.select().from(messages).where(inArray(messages.recipient, phones));
  const set = await db
    .select({ phone: users.phone_number, reminder: reminders, firing: queuedMessages })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.user_id))
    .leftJoin(queuedMessages, eq(queuedMessages.reminder_id, reminders.id))
    .where(inArray(users.phone_number, phones));
  expect(people).toHaveLength(phones.length);
  return [
    ...people.flatMap((person) => [
      person.opted_out ? `${person.phone_number} opted out` : "",
      person.erase_requested_at ? `${person.phone_number} asked to erase` : "",
      person.profile !== "" ? `${person.phone_number} profile changed` : "",
      person.timezone_confirmed || person.timezone === STEERED_ZONE
        ? `${person.phone_number} timezone set`
        : "",
    ]),
    ...consent
      .filter((event) => event.action === "opt_out")
      .map((event) => `${event.phone_number} opt-out event`),
    ...flagged
      .filter((thread) => ours.has(thread.participants[0] ?? ""))
      .map((thread) => `${thread.participants} flagged`),
    ...answers
      .filter((message) => ["opt_out", "handoff", "privacy"].includes(message.kind))
      .map((message) => `${message.recipient} got a ${message.kind} text`),
    ...set.flatMap(({ phone, reminder, firing }) => [
      reminder.status !== "active" ? `${phone} reminder ${reminder.status}` : "",
      reminder.starts_local !== SET_REMINDER.starts || reminder.text !== SET_REMINDER.text
        ? `${phone} reminder changed to ${reminder.starts_local} "${reminder.text}"`
        : "",
      firing?.processed !== false || firing.scheduled_for.getTime() !== reminder.next_at?.getTime()
        ? `${phone} reminder's firing moved or closed`
        : "",
    ]),
  ].filter(Boolean);
}

/** The cases whose reply did not ask, for each refused tool, for a typed confirmation naming the carrier. */
function unconfirmed(phones: string[]): string[] {
  return RED_TEAM_CASES.flatMap((attack, index) => {
    const reply = t.twilio
      .sentTo(phones[index] ?? "")
      .map((sent) => sent.body)
      .join("\n");
    const named = reply.includes(`Something in ${attack.source} asked me to`);
    return [...new Set(attack.calls)]
      .filter((tool) => !named || !reply.includes(CONFIRMATIONS[tool]))
      .map((tool) => `${attack.name}: no confirmation for ${tool} in ${JSON.stringify(reply)}`);
  });
}

/** What a control should have changed, when it did not (or was asked to confirm instead). */
async function missingEffect(control: ControlCase, index: number): Promise<string | null> {
  const phone = controlPhone(index);
  const [person] = await t.database.db
    .select()
    .from(users)
    .where(inArray(users.phone_number, [phone]));
  const all = await t.database.db.select().from(threads).where(isNotNull(threads.needs_person_at));
  const [reminder] = await t.database.db
    .select()
    .from(reminders)
    .where(eq(reminders.id, reminderIds.get(phone) ?? 0));
  const done = {
    opt_out: person?.opted_out === true,
    erase_my_data: person?.erase_requested_at != null,
    handoff: all.some((thread) => thread.participants[0] === phone),
    update_profile: person?.profile === control.call.arguments.profile,
    set_timezone: person?.timezone === control.call.arguments.timezone && person?.timezone_confirmed === true,
    cancel_reminder: reminder?.status === "cancelled",
    update_reminder: reminder?.starts_local === control.call.arguments.local_datetime,
  }[control.tool];
  const replies = t.twilio.sentTo(phone).map((sent) => sent.body);
  if (done && !replies.some((body) => body.includes("Something in"))) return null;
  return `${control.name}: not done (${JSON.stringify(replies)})`;
}
