import { z } from "zod";
import { requiredText } from "./text-fields.js";

/** Spec 001 sections 3 and 9: what a keyword does besides answering. */
export const KEYWORD_ACTIONS = ["none", "subscribe", "unsubscribe", "help"] as const;
export type KeywordAction = (typeof KEYWORD_ACTIONS)[number];

/** Spec 001 section 9: the table shows the first 50 characters of the response. */
export const KEYWORD_RESPONSE_PREVIEW = 50;

/** POST /api/admin/keywords and PUT /api/admin/keywords/{id}. */
export const keywordInputSchema = z.object({
  keyword: requiredText("Keyword is required", 100),
  response: requiredText("Response is required", 1600),
  action: z.enum(KEYWORD_ACTIONS, { message: "Choose an action" }).default("none"),
  is_active: z.boolean().default(true),
});

export type KeywordFormValues = z.input<typeof keywordInputSchema>;
export type KeywordInput = z.output<typeof keywordInputSchema>;

export const keywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  response: z.string(),
  action: z.enum(KEYWORD_ACTIONS),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Keyword = z.output<typeof keywordSchema>;
