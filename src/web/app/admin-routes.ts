import {
  Bell,
  Bot,
  Building2,
  Gift,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Phone,
  ScrollText,
  Settings,
  ShieldCheck,
  Tag,
  Timer,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import type { NavItem } from "@/components/admin/nav-items";
import { adminPaths } from "@/lib/admin-paths";
import { AdminsPage } from "@/pages/admin/admins";
import { AdvertisementsPage } from "@/pages/admin/advertisements";
import { AdvertiserAdvertisementsPage } from "@/pages/admin/advertiser-advertisements";
import { AdvertisersPage } from "@/pages/admin/advertisers";
import { AnnouncementsPage } from "@/pages/admin/announcements";
import { AuditLogPage } from "@/pages/admin/audit-log";
import { DashboardPage } from "@/pages/admin/dashboard";
import { JobsPage } from "@/pages/admin/jobs";
import { KeywordsPage } from "@/pages/admin/keywords";
import { MicroUisPage } from "@/pages/admin/micro-uis";
import { PromptsPage } from "@/pages/admin/prompts";
import { QueuePage } from "@/pages/admin/queue";
import { ReferralCodesPage } from "@/pages/admin/referral-codes";
import { SecurityPage } from "@/pages/admin/security";
import { SettingsPage } from "@/pages/admin/settings";
import { SystemNumbersPage } from "@/pages/admin/system-numbers";
import { ThreadsPage } from "@/pages/admin/threads";
import { UsersPage } from "@/pages/admin/users";

export interface AdminRoute {
  path: string;
  /** Further paths that show the same screen (and light up its sidebar link). */
  aliases?: readonly string[];
  component: ComponentType;
  /** How the screen is listed in the sidebar; screens reached only from another screen have none. */
  nav?: Pick<NavItem, "label" | "icon">;
}

/** A screen listed in the sidebar under `label`. */
const listed = (path: string, component: ComponentType, label: string, icon: LucideIcon): AdminRoute => ({
  path,
  component,
  nav: { label, icon },
});

/**
 * The admin screens inside the shell, in sidebar order (spec 000 section 2). The router and the
 * sidebar both read this table; /admin/login has no shell and is routed separately.
 */
export const adminRoutes: readonly AdminRoute[] = [
  {
    ...listed(adminPaths.dashboard, DashboardPage, "Dashboard", LayoutDashboard),
    aliases: [adminPaths.root],
  },
  listed(adminPaths.users, UsersPage, "Users", Users),
  listed(adminPaths.threads, ThreadsPage, "Threads", MessagesSquare),
  listed(adminPaths.systemNumbers, SystemNumbersPage, "System Numbers", Phone),
  listed(adminPaths.advertisers, AdvertisersPage, "Advertisers", Building2),
  { path: adminPaths.advertiserAdvertisements, component: AdvertiserAdvertisementsPage },
  listed(adminPaths.advertisements, AdvertisementsPage, "Advertisements", Megaphone),
  listed(adminPaths.keywords, KeywordsPage, "Keywords", Tag),
  listed(adminPaths.referralCodes, ReferralCodesPage, "Referral Codes", Gift),
  listed(adminPaths.announcements, AnnouncementsPage, "Announcements", Bell),
  listed(adminPaths.jobs, JobsPage, "Jobs", Timer),
  listed(adminPaths.queue, QueuePage, "Queue", Inbox),
  listed(adminPaths.prompts, PromptsPage, "Prompts", Bot),
  listed(adminPaths.microUis, MicroUisPage, "Micro UIs", LayoutTemplate),
  listed(adminPaths.settings, SettingsPage, "Settings", Settings),
  listed(adminPaths.admins, AdminsPage, "Admins", ShieldCheck),
  listed(adminPaths.auditLog, AuditLogPage, "Audit Log", ScrollText),
  { path: adminPaths.security, component: SecurityPage },
];

/** What the router answers: each path of the table, aliases included, with its screen. */
export const routedScreens: ReadonlyArray<{ path: string; component: ComponentType }> = adminRoutes.flatMap(
  (route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, component: route.component })),
);

/** The sidebar's links, read from the table so a screen's path is written once. */
export const adminNavItems: readonly NavItem[] = adminRoutes.flatMap((route) =>
  route.nav ? [{ href: route.path, activeOn: route.aliases ?? [], ...route.nav }] : [],
);
