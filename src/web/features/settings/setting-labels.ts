import type { SettingKey } from "@shared/settings";

/** What the console calls each setting: the field labels, and the names a save toast lists. */
export const SETTING_LABELS: Record<SettingKey, string> = {
  FREE_MESSAGE_LIMIT: "Free Message Limit",
  REFERRAL_BONUS_MESSAGES: "Referral bonus messages",
  ONLINE_MODE: "Online Mode",
  IMAGE_ANALYSIS: "Image Analysis",
  GROUP_CHATS: "Group Chats",
  GROUP_CHAT_DISABLED_MESSAGE: "Group Chat Disabled Message",
  INVITE_ONLY_MODE: "Invite-Only Mode",
  INVITE_ONLY_MESSAGE: "Invite-Only Message",
  MAINTENANCE_MODE: "Maintenance Mode",
  MAINTENANCE_MODE_MESSAGE: "Maintenance Mode Message",
  VENMO_HANDLE: "Venmo Handle",
  CASHAPP_HANDLE: "Cash App Handle",
  PAYMENT_REQUEST_MESSAGE: "Payment Request Message",
  QUIET_HOURS_START: "Quiet hours start",
  QUIET_HOURS_END: "Quiet hours end",
  TRANSCRIPTION_MODEL: "Transcription model",
  USER_DAILY_AI_BUDGET_USD: "Daily AI budget per person (USD)",
  MONTHLY_AI_BUDGET_USD: "Monthly AI budget (USD)",
  DAILY_LIMIT_MESSAGE: "Daily limit message",
  SMS_SEGMENT_PRICE_USD: "SMS segment price (USD)",
  TAKEOVER_TIMEOUT_HOURS: "Hand back after (hours)",
  HANDOFF_MESSAGE: "Hand-off message",
  MAX_TEXTS_PER_MINUTE: "Texts per minute answered at once",
  FLOOD_LIMIT_MESSAGE: "Flood limit message",
  MESSAGE_RETENTION_DAYS: "Keep texts for (days)",
  MEDIA_RETENTION_DAYS: "Keep pictures and voice notes for (days)",
  WHATSAPP_ENABLED: "WhatsApp channel",
  WHATSAPP_DISABLED_MESSAGE: "WhatsApp off message",
  WHATSAPP_TEMPLATE_SID: "WhatsApp template (Content SID)",
};

/** "Venmo Handle, Cash App Handle": settings named for a person, in the order given. */
export const settingNames = (keys: readonly SettingKey[]) =>
  keys.map((key) => SETTING_LABELS[key]).join(", ");
