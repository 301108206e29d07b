import type { ComponentType } from "react";
import { AdvertisementsPage } from "@/pages/admin/advertisements";
import { AdvertiserAdvertisementsPage } from "@/pages/admin/advertiser-advertisements";
import { AdvertisersPage } from "@/pages/admin/advertisers";
import { AnnouncementsPage } from "@/pages/admin/announcements";
import { DashboardPage } from "@/pages/admin/dashboard";
import { JobsPage } from "@/pages/admin/jobs";
import { KeywordsPage } from "@/pages/admin/keywords";
import { MicroUisPage } from "@/pages/admin/micro-uis";
import { PromptsPage } from "@/pages/admin/prompts";
import { QueuePage } from "@/pages/admin/queue";
import { ReferralCodesPage } from "@/pages/admin/referral-codes";
import { SettingsPage } from "@/pages/admin/settings";
import { SystemNumbersPage } from "@/pages/admin/system-numbers";
import { ThreadsPage } from "@/pages/admin/threads";
import { UsersPage } from "@/pages/admin/users";

/** The admin screens inside the shell (spec 000 section 2); /admin/login has no shell and is routed separately. */
export const adminRoutes: ReadonlyArray<{ path: string; component: ComponentType }> = [
  { path: "/admin", component: DashboardPage },
  { path: "/admin/dashboard", component: DashboardPage },
  { path: "/admin/users", component: UsersPage },
  { path: "/admin/threads", component: ThreadsPage },
  { path: "/admin/advertisements", component: AdvertisementsPage },
  { path: "/admin/advertisers", component: AdvertisersPage },
  { path: "/admin/advertisers/:id/advertisements", component: AdvertiserAdvertisementsPage },
  { path: "/admin/keywords", component: KeywordsPage },
  { path: "/admin/referral-codes", component: ReferralCodesPage },
  { path: "/admin/announcements", component: AnnouncementsPage },
  { path: "/admin/jobs", component: JobsPage },
  { path: "/admin/prompts", component: PromptsPage },
  { path: "/admin/micro-uis", component: MicroUisPage },
  { path: "/admin/queue", component: QueuePage },
  { path: "/admin/system-numbers", component: SystemNumbersPage },
  { path: "/admin/settings", component: SettingsPage },
];
