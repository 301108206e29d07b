import type { ThreadRow } from "../../db/repositories/threads.js";

/** TAKEOVER_TIMEOUT_HOURS when the setting holds no usable number. */
export const DEFAULT_TAKEOVER_TIMEOUT_HOURS = 24;

/**
 * The assistant says nothing in a thread an operator has taken over, nor in one waiting for a
 * person since it asked for a human (decision 030).
 */
export function isAssistantQuiet(thread: Pick<ThreadRow, "ai_paused_at" | "needs_person_at">): boolean {
  return thread.ai_paused_at !== null || thread.needs_person_at !== null;
}

/** The setting's hours; an unreadable value falls back to the default rather than never handing back. */
export function takeoverTimeoutHours(setting: string | undefined): number {
  const hours = Number(setting);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_TAKEOVER_TIMEOUT_HOURS;
}

/** When a taken thread is handed back by itself: the timeout after the operator's last word. */
export function handBackAt(operatorActiveAt: Date, timeoutHours: number): Date {
  return new Date(operatorActiveAt.getTime() + timeoutHours * 3_600_000);
}

/** Threads whose operator has been silent since before this instant are handed back. */
export function idleSince(now: Date, timeoutHours: number): Date {
  return new Date(now.getTime() - timeoutHours * 3_600_000);
}
