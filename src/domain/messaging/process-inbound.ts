import type { Database } from "../../db/client.js";
import {
  completeInbound,
  conversationBefore,
  findMessageById,
  insertMessages,
  type MessageRow,
} from "../../db/repositories/messages.js";
import { readSettings } from "../../db/repositories/settings.js";
import { findSystemNumber } from "../../db/repositories/system-numbers.js";
import { findThreadById, recordThreadMessage, type ThreadRow } from "../../db/repositories/threads.js";
import { findUserByPhone, type UserRow } from "../../db/repositories/users.js";
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
  const inbound = await findMessageById(deps.db, messageId);
  if (!inbound || inbound.processed_at) return "already_answered";
  const thread = await findThreadById(deps.db, inbound.thread_id);
  const user = await findUserByPhone(deps.db, inbound.sender);
  if (!thread || !user) throw new Error(`inbound message ${messageId} has no thread or sender`);
  const decision =
    inbound.attempts > MAX_PROCESSING_ATTEMPTS
      ? apologyAfterFailures(user)
      : await decide(deps, inbound, thread, user);
  return storeAnswer(deps, inbound, thread, user, decision);
}

async function decide(deps: PipelineDeps, inbound: MessageRow, thread: ThreadRow, user: UserRow) {
  const [settings, systemNumber, history] = await Promise.all([
    readSettings(deps.db),
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
  decision: Decision,
): Promise<ProcessOutcome> {
  const settings = await readSettings(deps.db);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await completeInbound(tx, inbound.id, now))) throw new AlreadyAnswered();
      await applyEffects(tx, user, decision.effects, settings, now);
      for (const draft of decision.drafts) {
        const rows = await insertMessages(tx, outboundRows(draft, thread, now, inbound.id));
        for (const row of rows) await recordThreadMessage(tx, thread.id, row.content, now);
      }
    });
    return "answered";
  } catch (error) {
    if (error instanceof AlreadyAnswered) return "already_answered";
    throw error;
  }
}
