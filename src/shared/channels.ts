/** How a person reaches us: SMS/MMS, or WhatsApp through Twilio. One person, one profile, on either. */
export const CHANNELS = ["sms", "whatsapp"] as const;

export type Channel = (typeof CHANNELS)[number];
