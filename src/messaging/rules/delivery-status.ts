import { TWILIO_OPTED_OUT } from "../../providers/sms/sms-provider.js";

/**
 * How far along a text is. Provider reports can arrive out of order (a "sent" after its
 * "delivered"), so a report never moves a text to a lower rank; final states share the top ranks.
 */
const STATUS_RANK: Record<string, number> = {
  pending: 0,
  sending: 1,
  queued: 2,
  accepted: 2,
  scheduled: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  canceled: 4,
  read: 5,
};

/** What applying one status report does. */
export interface StatusPlan {
  status: string;
  errorCode: string | null;
  /** Stored statuses this report must not overwrite: those further along than it. */
  keepIfAlready: string[];
  /** Twilio's 21610: the recipient has opted out with the carrier. */
  optOutRecipient: boolean;
}

export function statusPlan(report: { status: string; errorCode: string | null }): StatusPlan {
  const rank = STATUS_RANK[report.status] ?? 0;
  return {
    status: report.status,
    errorCode: report.errorCode,
    keepIfAlready: Object.keys(STATUS_RANK).filter((name) => (STATUS_RANK[name] ?? 0) > rank),
    optOutRecipient: report.errorCode === TWILIO_OPTED_OUT,
  };
}

/** Whether a provider's status is one of those ranked above; others are ranked lowest. */
export function isKnownStatus(status: string): boolean {
  return Object.hasOwn(STATUS_RANK, status);
}
