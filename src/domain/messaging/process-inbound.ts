import { APOLOGY, type Assistant } from "../assistant/assistant.js";
import type { Clock } from "../clock.js";
import { decideResponse } from "./decide-response.js";
import type { Decision } from "./effects.js";
import type { InboundContext, PipelineReads } from "./pipeline-reads.js";
import type { Answer, ProcessOutcome } from "./store-answers.js";

/** A text whose handling keeps crashing is answered with an apology rather than retried forever. */
export const MAX_PROCESSING_ATTEMPTS = 5;

export interface PipelineDeps {
  reads: PipelineReads;
  clock: Clock;
  assistant: Assistant;
  /** Stores the answer (batched with others being stored at the same time). */
  storeAnswer(answer: Answer): Promise<ProcessOutcome>;
}

/**
 * Answers one stored inbound text: decides the reply (which may call the AI, outside any
 * transaction), then in one transaction marks the text answered, applies the effects and queues
 * the replies. If another worker got there first, nothing of this answer is stored.
 */
export async function processInbound(deps: PipelineDeps, messageId: number): Promise<ProcessOutcome> {
  const loaded = await deps.reads.inbound(messageId);
  if (!loaded || loaded.inbound.processed_at) return "already_answered";
  const settings = await deps.reads.settings();
  const decision =
    loaded.inbound.attempts > MAX_PROCESSING_ATTEMPTS
      ? apologyAfterFailures(loaded)
      : await decide(deps, loaded, settings);
  return deps.storeAnswer({ ...loaded, settings, decision });
}

async function decide(deps: PipelineDeps, loaded: InboundContext, settings: Answer["settings"]) {
  const { inbound, thread, user } = loaded;
  const [systemNumber, history] = await Promise.all([
    deps.reads.systemNumber(thread.system_number),
    deps.reads.history(inbound.id),
  ]);
  return decideResponse({
    lookups: deps.reads,
    assistant: deps.assistant,
    request: { user, thread, inbound, history, systemNumber, settings, now: deps.clock.now() },
  });
}

function apologyAfterFailures({ user }: InboundContext): Decision {
  return {
    drafts: [{ content: APOLOGY, kind: "apology", senderRole: "assistant", recipients: [user.phone_number] }],
    effects: [],
  };
}
