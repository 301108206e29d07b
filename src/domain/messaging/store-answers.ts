import type { Database } from "../../db/client.js";
import { completeInbounds } from "../../db/repositories/inbound-context.js";
import { insertMessages, type NewMessage } from "../../db/repositories/messages.js";
import type { SettingsMap } from "../../db/repositories/settings.js";
import { recordThreadMessages, type ThreadAddition } from "../../db/repositories/threads.js";
import { recordUserTexts, type UserTextTally } from "../../db/repositories/users.js";
import { applyEffects } from "./apply-effects.js";
import type { Decision } from "./effects.js";
import { outboundRows } from "./outbound-rows.js";
import type { InboundContext } from "./pipeline-reads.js";

export interface Answer extends InboundContext {
  settings: SettingsMap;
  decision: Decision;
}

export type ProcessOutcome = "answered" | "already_answered";

/**
 * Stores the answers to several inbound texts in one transaction: marks the texts answered, applies
 * their effects, queues the replies and updates the counters, each kind of write one statement for
 * all texts. A text another worker answered first is left out whole. Counters (last_active, message
 * counts, free messages used) are kept here rather than at the webhook, which must answer fast.
 */
export async function storeAnswers(db: Database, now: Date, answers: Answer[]): Promise<ProcessOutcome[]> {
  return db.transaction(async (tx) => {
    const completed = await completeInbounds(
      tx,
      answers.map((answer) => answer.inbound.id),
      now,
    );
    const stored = answers.filter((answer) => completed.has(answer.inbound.id));
    const replies: NewMessage[] = [];
    const threads: ThreadAddition[] = [];
    for (const answer of stored) {
      const { inbound, thread, user, settings, decision } = answer;
      await applyEffects(tx, user, thread.id, decision.effects, settings, now);
      const rows = decision.drafts.flatMap((draft) => outboundRows(draft, thread, now, inbound.id));
      replies.push(...rows);
      const last = rows.at(-1);
      threads.push({
        threadId: thread.id,
        count: 1 + rows.length,
        lastMessage: last?.content ?? inbound.content,
        at: last ? now : inbound.created_at,
      });
    }
    await insertMessages(tx, replies);
    await recordThreadMessages(tx, threads);
    await recordUserTexts(tx, userTallies(stored));
    return answers.map((answer) => (completed.has(answer.inbound.id) ? "answered" : "already_answered"));
  });
}

function userTallies(answers: Answer[]): UserTextTally[] {
  const tallies = new Map<number, UserTextTally>();
  for (const { user, inbound, decision } of answers) {
    const tally = tallies.get(user.id) ?? {
      userId: user.id,
      texts: 0,
      freeReplies: 0,
      lastActive: inbound.created_at,
    };
    tally.texts += 1;
    tally.freeReplies += decision.effects.filter((effect) => effect.type === "count_free_message").length;
    if (inbound.created_at > tally.lastActive) tally.lastActive = inbound.created_at;
    tallies.set(user.id, tally);
  }
  return [...tallies.values()];
}
