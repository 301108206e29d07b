import { z } from "zod";
import { WHATSAPP_AI_PROVIDERS_CLAUSE, WHATSAPP_TERMS_URL } from "./whatsapp-terms.js";

/**
 * News an upgrade brought that every operator should read once: a migration records the key, the
 * dashboard shows the notice until an operator dismisses it (decision 042).
 */
export const DASHBOARD_NOTICES = {
  whatsapp_ai_providers: {
    title: "WhatsApp is still on here. Meta's terms may not allow it.",
    text: `${WHATSAPP_AI_PROVIDERS_CLAUSE} New installations start with WhatsApp off. Yours already had people writing on WhatsApp, so the upgrade left it on to avoid cutting them off. Check whether the terms apply to your service where you operate, and turn WhatsApp off under Settings → General if they do: people who write there are then asked, once a day, to text you by SMS instead.`,
    link: { href: WHATSAPP_TERMS_URL, label: "Read Meta's WhatsApp Business Solution terms" },
  },
} as const satisfies Record<string, { title: string; text: string; link: { href: string; label: string } }>;

export type DashboardNoticeKey = keyof typeof DASHBOARD_NOTICES;

export const DASHBOARD_NOTICE_KEYS = Object.keys(DASHBOARD_NOTICES) as [
  DashboardNoticeKey,
  ...DashboardNoticeKey[],
];

export const isDashboardNoticeKey = (key: string): key is DashboardNoticeKey =>
  Object.hasOwn(DASHBOARD_NOTICES, key);

/** GET /api/admin/dashboard/notices: one notice not yet dismissed. */
export const dashboardNoticeSchema = z.object({
  id: z.enum(DASHBOARD_NOTICE_KEYS),
  title: z.string(),
  text: z.string(),
  link: z.object({ href: z.string(), label: z.string() }),
  /** When the upgrade recorded it, ISO 8601. */
  created_at: z.string(),
});

export type DashboardNotice = z.output<typeof dashboardNoticeSchema>;

/** POST /api/admin/dashboard/notices/:id/dismiss: a notice's key, as the dashboard names it. */
export const dashboardNoticeParamsSchema = z.object({
  id: z.enum(DASHBOARD_NOTICE_KEYS, { message: "Unknown notice" }),
});
