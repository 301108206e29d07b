import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { microUis, users } from "../../src/db/schema/index.js";
import { ALICE, type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

let t: PipelineApp;
let offline: PipelineApp;

beforeAll(async () => {
  [t, offline] = await Promise.all([startPipelineApp(), startPipelineApp({ offline: true })]);
});
afterAll(() => Promise.all([t.stopAll(), offline.stopAll()]));

const validPage = {
  meta: { type: "table", title: "Team roster", description: "Who is on call" },
  layout: {
    type: "page",
    components: [
      {
        id: "roster",
        type: "table",
        props: {
          columns: [
            { key: "name", label: "Name" },
            { key: "role", label: "Role" },
          ],
          dataSource: "people",
        },
      },
    ],
  },
  data: { people: [{ name: "Ann", role: "Nurse" }] },
};

const brokenPage = {
  ...validPage,
  layout: { type: "page", components: [{ id: "x", type: "video", props: { url: "javascript:alert(1)" } }] },
};

const toolResults = (request: { messages: Array<{ role: string; content: unknown }> }) =>
  request.messages.filter((message) => message.role === "tool").map((message) => String(message.content));

async function ask(app: PipelineApp, body: string) {
  const before = app.twilio.sentTo(ALICE).length;
  await postTwilioWebhook(app.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, body));
  const sent = await eventually(
    () => app.twilio.sentTo(ALICE),
    (list) => list.length > before,
    5000,
  );
  return sent.at(-1)?.body ?? "";
}

describe("pages from the assistant", () => {
  it("stores a valid page for the thread and user and texts its link", async () => {
    t.ai.script = (request) =>
      toolResults(request).length > 0
        ? { text: "Here is your roster." }
        : { toolCalls: [{ name: "create_micro_ui", arguments: validPage }] };
    const reply = await ask(t, "make me a roster page");
    const [page] = await t.database.db.select().from(microUis);
    const [alice] = await t.database.db.select().from(users).where(eq(users.phone_number, ALICE));
    expect(page).toMatchObject({ type: "table", user_id: alice?.id });
    expect(page?.thread_id).toEqual(expect.any(Number));
    expect(page?.slug).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(reply).toBe(`Here is your roster.\n${TEST_TWILIO.publicUrl}/ui/${page?.slug}`);
  });

  it("sends the errors, with the bad field's path, back for one repair", async () => {
    const results: string[] = [];
    t.ai.script = (request) => {
      const tools = toolResults(request);
      results.splice(0, results.length, ...tools);
      if (tools.length === 0) return { toolCalls: [{ name: "create_micro_ui", arguments: brokenPage }] };
      if (tools.length === 1) return { toolCalls: [{ name: "create_micro_ui", arguments: validPage }] };
      return { text: "Fixed it." };
    };
    const before = (await t.database.db.select().from(microUis)).length;
    const reply = await ask(t, "page please");
    expect(results[0]).toMatch(/layout\.components\[0\]\.props\.url/);
    expect(results[0]).toMatch(/once more/);
    expect(results[1]).toMatch(/Page created/);
    expect((await t.database.db.select().from(microUis)).length).toBe(before + 1);
    expect(reply).toMatch(/^Fixed it\.\nhttps:\/\/textpal\.test\/ui\/[0-9A-Z]{26}$/);
  });

  it("answers in plain text, storing nothing, when the repair is invalid too", async () => {
    const results: string[] = [];
    t.ai.script = (request) => {
      const tools = toolResults(request);
      results.splice(0, results.length, ...tools);
      if (tools.length < 2) return { toolCalls: [{ name: "create_micro_ui", arguments: brokenPage }] };
      return { text: "Sorry, here it is in text: Ann, Nurse." };
    };
    const before = (await t.database.db.select().from(microUis)).length;
    expect(await ask(t, "page again")).toBe("Sorry, here it is in text: Ann, Nurse.");
    expect(results[1]).toMatch(/Do not try again/);
    expect((await t.database.db.select().from(microUis)).length).toBe(before);
  });
});

describe("the offline assistant's checklist", () => {
  it("makes a checklist page and texts its link", async () => {
    const reply = await ask(offline, "checklist: eggs, milk, bread");
    const [page] = await offline.database.db.select().from(microUis);
    expect(page?.type).toBe("checklist");
    const payload = page?.payload as
      | { data: { items: Array<{ text: string; completed: boolean }> } }
      | undefined;
    const data = payload?.data ?? { items: [] };
    expect(data.items.map((item) => item.text)).toEqual(["eggs", "milk", "bread"]);
    expect(reply).toContain(`${TEST_TWILIO.publicUrl}/ui/${page?.slug}`);
    const served = await offline.app.inject({ method: "GET", url: `/api/micro-ui/${page?.slug}` });
    expect(served.statusCode).toBe(200);
  });
});
