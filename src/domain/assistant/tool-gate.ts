import { aiMetrics } from "../../observability/metrics/ai-metrics.js";
import type { ActionResult } from "./actions.js";
import { type AssistantRequest, typedTexts } from "./assistant.js";
import { authorisesTool, type GatedTool, isGatedTool } from "./tool-authorization.js";
import { confirmationLine, contentSource, REFUSED_TOOL_NOTE } from "./tool-refusals.js";

/**
 * One answer's check of the model's tool calls against the person's own typed words (decision 039):
 * a call they did not ask for has no effect, the model is told so, and the reply gets one line per
 * refused action asking for a typed confirmation, whatever the model writes.
 */
export interface ToolGate {
  allows(tool: string): boolean;
  /** Records the refusal (logged without text, counted) and returns what the model is told. */
  refuse(tool: string): ActionResult;
  /** The reply with the refused actions' confirmation lines after it. */
  withConfirmations(reply: string): string;
}

export function toolGate(
  request: Pick<AssistantRequest, "inbound" | "burst" | "media">,
  log: { warn(object: object, message: string): void },
): ToolGate {
  const typed = typedTexts(request);
  const refused = new Set<GatedTool>();
  return {
    allows: (tool) => authorisesTool(tool, typed),
    refuse(tool) {
      if (isGatedTool(tool) && !refused.has(tool)) {
        refused.add(tool);
        aiMetrics.refusedToolCall(tool);
        log.warn(
          { tool, messageId: request.inbound.id, source: contentSource(request) },
          "a state-changing tool call was refused: the person's own words did not ask for it",
        );
      }
      return { ok: false, error: REFUSED_TOOL_NOTE };
    },
    withConfirmations(reply) {
      if (refused.size === 0) return reply;
      const source = contentSource(request);
      const lines = [...refused].map((tool) => confirmationLine(tool, source));
      return [reply.trim(), lines.join("\n")].filter(Boolean).join("\n\n");
    },
  };
}
