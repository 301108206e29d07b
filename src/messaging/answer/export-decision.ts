import { EXPORT_LINK_TTL_MS, exportTokenHash, newExportToken } from "../../domain/privacy/export-token.js";
import type { Decision } from "../rules/effects.js";
import type { DecisionContext } from "./decide-response.js";
import { privacyText } from "./privacy-text.js";

const HOUR_MS = 60 * 60 * 1000;

/**
 * "EXPORT MY DATA": a one-time link to the person's data, at most one a day. The token travels only
 * in the text; the database keeps its hash (applied with the answer, see applyEffects).
 */
export function exportDecision(context: DecisionContext): Decision {
  const { user, now } = context.request;
  const to = (content: string) => privacyText(user, content);
  const last = user.last_export_at?.getTime();
  if (last !== undefined && now.getTime() - last < EXPORT_LINK_TTL_MS) {
    const hours = Math.max(1, Math.ceil((last + EXPORT_LINK_TTL_MS - now.getTime()) / HOUR_MS));
    return { drafts: [to(alreadyAsked(hours))], effects: [] };
  }
  const token = newExportToken();
  const link = `${context.publicUrl.replace(/\/+$/, "")}/export/${token}`;
  return {
    drafts: [to(`Here is a copy of your Textpal data: ${link} The link works once, for 24 hours.`)],
    effects: [
      {
        type: "export_link",
        tokenHash: exportTokenHash(token),
        expiresAt: new Date(now.getTime() + EXPORT_LINK_TTL_MS),
      },
    ],
  };
}

function alreadyAsked(hours: number): string {
  const wait = hours === 1 ? "1 hour" : `${hours} hours`;
  return `You already asked for a copy of your data today (one a day). You can ask for a new one in ${wait}.`;
}
