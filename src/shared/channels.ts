/**
 * How a person reaches us: SMS/MMS, WhatsApp through Twilio, or RCS (the phone's own messaging app,
 * through a Twilio Messaging Service with an RCS sender, falling back to SMS). One person, one
 * profile and one free-message count, whichever they use.
 */
export const CHANNELS = ["sms", "whatsapp", "rcs"] as const;

export type Channel = (typeof CHANNELS)[number];
