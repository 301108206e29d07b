import { type ChatCompletionBody, FakeAiServer } from "../../test/helpers/fake-ai-server.js";
import { FakeTwilio } from "../../test/helpers/fake-twilio.js";

export interface EdgeAddresses {
  aiBaseUrl: string;
  twilioBaseUrl: string;
}

/** Texts the fake Twilio accepted since the last report: body and the time it arrived. */
export type EdgeReport = Array<[string, number]>;

/**
 * The network edges of bench/inbound in their own process, as the AI provider and Twilio are in
 * production: a fake AI that echoes the text ("ok <text>") and a fake Twilio that reports what it
 * was asked to send to the parent every 50 ms.
 */
async function main() {
  const ai = await new FakeAiServer().start();
  ai.parseRequest = withoutTools;
  ai.script = (request) => ({ text: `ok ${String(request.messages.at(-1)?.content)}` });
  const twilio = await new FakeTwilio().start();
  let reported = 0;
  setInterval(() => {
    // The fakes keep their logs; the bench only needs what is new.
    ai.requests.length = 0;
    if (twilio.sent.length === reported) return;
    const report: EdgeReport = twilio.sent.slice(reported).map((text) => [text.body, text.at]);
    reported = twilio.sent.length;
    process.send?.(report);
  }, 50);
  process.send?.({ aiBaseUrl: ai.baseUrl, twilioBaseUrl: twilio.baseUrl } satisfies EdgeAddresses);
  process.once("disconnect", () => process.exit(0));
}

/**
 * The request without its tool definitions, which our client sends last. Parsing those 11 KB took
 * the fake about 0.1 ms a request, a cost that belongs to the AI provider's machines, not to the
 * two cores the bench shares with the server.
 */
function withoutTools(raw: string): ChatCompletionBody {
  const tools = raw.lastIndexOf(',"tools":');
  return JSON.parse(tools < 0 ? raw : `${raw.slice(0, tools)}}`) as ChatCompletionBody;
}

void main();
