import { formatPhone } from "../../shared/phone.js";
import { SMS_NUMBER_PLACEHOLDER } from "../../shared/settings.js";

/** While WhatsApp is off, a person who keeps writing there is told so at most once in this long. */
export const WHATSAPP_OFF_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Whether a person writing on WhatsApp while it is off gets the notice now, given when they last got it. */
export function whatsappOffNoticeDue(lastNoticeAt: Date | null, now: Date): boolean {
  return lastNoticeAt === null || now.getTime() - lastNoticeAt.getTime() >= WHATSAPP_OFF_NOTICE_INTERVAL_MS;
}

/** WHATSAPP_DISABLED_MESSAGE with the number they wrote to, which takes SMS, in place of {number}. */
export function whatsappOffNotice(message: string, smsNumber: string): string {
  return message.replaceAll(SMS_NUMBER_PLACEHOLDER, formatPhone(smsNumber));
}
