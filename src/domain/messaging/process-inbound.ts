import type { Database } from "../../db/client.js";
import {
  completeInbound,
  conversationBefore,
  findInboundWithContext,
  insertMessages,
  type MessageRow,
} from "../../db/repositories/messages.js";
import { readSettings, type SettingsMap } from "../../db/repositories/settings.js";
import { findSystemNumber } from "../../db/repositories/system-numbers.js";
import { recordThreadMessages, type ThreadRow } from "../../db/repositories/threads.js";
import { recordUserText, type UserRow } from "../../db/repositories/users.js";
import { HISTORY_LIMIT } from "../assistant/ai-context.js";
import { APOLOGY, type Assistant } from "../assistant/assistant.js";
import type { Clock } from "../clock.js";
import { applyEffects } from "./apply-effects.js";
import { decideResponse } from "./decide-response.js";
import type { Decision } from "./effects.js";
import { outboundRows } from "./outbound-rows.js";

/** A text whose handling keeps crashing is answered with an apology rather than retried forever. */
export const MAX_PROCESSING_ATTEMPTS = 5;

export interface PipelineDeps {
  db: Database;
  clock: Clock;
  assistant: Assistant;
}

export type ProcessOutcome = "answered" | "already_answered";

/**
 * Answers one stored inbound text: decides the reply (which may call the AI, outside any
 * transaction), then in one transaction marks the text answered, applies the effects and queues
 * the replies. If another worker got there first, the transaction is rolled back whole.
 */
export async function processInbound(deps: PipelineDeps, messageId: number): Promise<ProcessOutcome> {
  const loaded = await findInboundWithContext(deps.db, messageId);
  if (!loaded || loaded.inbound.processed_at) return "already_answered";
  const { inbound, thread, user } = loaded;
  const settings = await readSettings(deps.db);
  const decision =
    inbound.attempts > MAX_PROCESSING_ATTEMPTS
      ? apologyAfterFailures(user)
      : await decide(deps, inbound, thread, user, settings);
  return storeAnswer(deps, inbound, thread, user, settings, decision);
}

async function decide(
  deps: PipelineDeps,
  inbound: MessageRow,
  thread: ThreadRow,
  user: UserRow,
  settings: SettingsMap,
) {
  const [systemNumber, history] = await Promise.all([
    findSystemNumber(deps.db, thread.system_number),
    conversationBefore(deps.db, thread.id, inbound.id, HISTORY_LIMIT),
  ]);
  return decideResponse({
    db: deps.db,
    assistant: deps.assistant,
    request: { user, thread, inbound, history, systemNumber, settings, now: deps.clock.now() },
  });
}

function apologyAfterFailures(user: UserRow): Decision {
  return {
    drafts: [{ content: APOLOGY, kind: "apology", senderRole: "assistant", recipients: [user.phone_number] }],
    effects: [],
  };
}

class AlreadyAnswered extends Error {}

async function storeAnswer(
  deps: PipelineDeps,
  inbound: MessageRow,
  thread: ThreadRow,
  user: UserRow,
  settings: SettingsMap,
  decision: Decision,
): Promise<ProcessOutcome> {
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await completeInbound(tx, inbound.id, now))) throw new AlreadyAnswered();
      // The text's own counters are kept here rather than at the webhook, which must answer fast.
      await recordUserText(tx, user.id, inbound.created_at);
      await applyEffects(tx, user, thread.id, decision.effects, settings, now);
      const replies = [];
      for (const draft of decision.drafts) replies.push(...outboundRows(draft, thread, now, inbound.id));
      await insertMessages(tx, replies);
      const last = replies.at(-1);
      await recordThreadMessages(
        tx,
        thread.id,
        1 + replies.length,
        last?.content ?? inbound.content,
        last ? now : inbound.created_at,
      );
    });
    return "answered";
  } catch (error) {
    if (error instanceof AlreadyAnswered) return "already_answered";
    throw error;
  }
}
