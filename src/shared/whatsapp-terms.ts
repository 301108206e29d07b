/** Meta's WhatsApp Business Solution terms, which the WhatsApp channel is held to (decision 042). */
export const WHATSAPP_TERMS_URL = "https://www.whatsapp.com/legal/business-solution-terms";

/** The point of the terms' "AI Providers" clause, in one sentence, for an operator who has not read it. */
export const WHATSAPP_AI_PROVIDERS_CLAUSE =
  "Since 15 January 2026, Meta's WhatsApp Business Solution terms bar general-purpose AI assistants, whose AI is their main function, from WhatsApp, except in the regions where regulators stepped in.";
