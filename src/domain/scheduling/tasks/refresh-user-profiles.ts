import type { Executor } from "../../../db/client.js";
import { latestTextsFrom, usersActiveSince } from "../../../db/repositories/profile-refresh.js";
import { findPromptByType } from "../../../db/repositories/prompts.js";
import { updateUser } from "../../../db/repositories/users.js";
import type { ChatModel } from "../../../providers/ai/chat-model.js";
import { MAX_PROFILE_LENGTH } from "../../../shared/users.js";
import { failureReason } from "../failure-reason.js";

/** Users refreshed per run, most recently active first; the rest wait for the next run. */
export const PROFILE_REFRESH_LIMIT = 500;
const TEXTS_PER_USER = 20;
/** A first run, or one after a failed run, looks back this far. */
const FIRST_RUN_WINDOW_MS = 24 * 60 * 60 * 1000;

const INSTRUCTIONS = `You maintain the profile a text-message assistant keeps about one person.
Rewrite the profile as a concise free-text summary of durable facts and preferences (name, family, work, places, routines, likes and dislikes, how they like to be answered).
Keep what is still true, add what their recent texts reveal, drop duplicates, passing details and anything sensitive such as passwords or card numbers.
Leave out whatever they asked to be forgotten ("forget my address", "forget everything about me"), even when an earlier text told it.
Answer with the profile text only, under ${MAX_PROFILE_LENGTH} characters. If nothing durable is known, answer with an empty line.`;

export interface ProfileRefreshDeps {
  db: Executor;
  chat: ChatModel;
  now: Date;
  /** When the job last ran successfully; null looks back one day. */
  since: Date | null;
  signal?: AbortSignal;
}

/**
 * Asks the AI (with the system prompt's model) to condense the profile of each user who texted
 * since the last run. One user's failure does not stop the others; the run then fails with a
 * summary, which the job records as its last error.
 */
export async function refreshUserProfiles(deps: ProfileRefreshDeps): Promise<string> {
  const since = deps.since ?? new Date(deps.now.getTime() - FIRST_RUN_WINDOW_MS);
  const prompt = await findPromptByType(deps.db, "system");
  if (!prompt) throw new Error("no system prompt is configured, so there is no model to ask");
  const candidates = await usersActiveSince(deps.db, since, PROFILE_REFRESH_LIMIT);
  const failures: string[] = [];
  let updated = 0;
  for (const user of candidates) {
    if (deps.signal?.aborted) break;
    try {
      if (await refreshOne(deps, prompt.model, user)) updated += 1;
    } catch (error) {
      failures.push(`${user.phone_number}: ${failureReason(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${candidates.length} profiles could not be refreshed (${failures[0]})`,
    );
  }
  return `${updated} of ${candidates.length} profiles refreshed`;
}

async function refreshOne(
  deps: ProfileRefreshDeps,
  model: string,
  user: { id: number; phone_number: string; profile: string },
): Promise<boolean> {
  const texts = await latestTextsFrom(deps.db, user, TEXTS_PER_USER);
  if (texts.length === 0 && user.profile.trim() === "") return false;
  const response = await deps.chat.complete({
    model,
    messages: [
      { role: "system", content: INSTRUCTIONS },
      {
        role: "user",
        content: `Current profile:\n${user.profile.trim() || "(empty)"}\n\nTheir recent texts, newest first:\n${texts.map((text) => `- ${text}`).join("\n") || "(none)"}`,
      },
    ],
    temperature: 0.2,
    maxTokens: 400,
    responseFormat: "text",
  });
  const profile = (response.message.content ?? "").trim().slice(0, MAX_PROFILE_LENGTH);
  // An empty answer means nothing durable is known: an existing profile is kept, not wiped.
  if (profile === "" || profile === user.profile.trim()) return false;
  await updateUser(deps.db, user.id, { profile });
  return true;
}
