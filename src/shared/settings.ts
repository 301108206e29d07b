/** Every setting is a string (spec 000 section 3); toggles hold "true" or "false". */
export const SETTING_DEFAULTS = {
  FREE_MESSAGE_LIMIT: "20",
  VENMO_HANDLE: "",
  CASHAPP_HANDLE: "",
  PAYMENT_REQUEST_MESSAGE:
    "You've used all of your free messages! To keep going, please send $5 and you'll get unlimited messages with no ads.",
  ONLINE_MODE: "true",
  IMAGE_ANALYSIS: "true",
  GROUP_CHATS: "false",
  GROUP_CHAT_DISABLED_MESSAGE:
    "Whoa, there are too many people in this conversation! I can't handle group chats yet, so please text me one-on-one.",
  INVITE_ONLY_MODE: "false",
  INVITE_ONLY_MESSAGE:
    "Thanks for reaching out! This service is invite-only right now. Please reply with a valid referral code to get started.",
  MAINTENANCE_MODE: "false",
  MAINTENANCE_MODE_MESSAGE:
    "I'm down for maintenance right now. Please try again a little later. Thanks for your patience!",
  /** Free messages a user earns for each person who joins with their referral code. */
  REFERRAL_BONUS_MESSAGES: "10",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

export interface Setting {
  key: SettingKey;
  value: string;
}
