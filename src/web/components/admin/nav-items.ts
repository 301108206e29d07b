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
  Settings,
  Tag,
  Timer,
  Users,
} from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Sidebar order as in spec 000 section 2 (not the route-table order). */
export const navItems: readonly NavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/users", label: "Users", icon: Users },
  { href: "/admin/threads", label: "Threads", icon: MessagesSquare },
  { href: "/admin/system-numbers", label: "System Numbers", icon: Phone },
  { href: "/admin/advertisers", label: "Advertisers", icon: Building2 },
  { href: "/admin/advertisements", label: "Advertisements", icon: Megaphone },
  { href: "/admin/keywords", label: "Keywords", icon: Tag },
  { href: "/admin/referral-codes", label: "Referral Codes", icon: Gift },
  { href: "/admin/announcements", label: "Announcements", icon: Bell },
  { href: "/admin/jobs", label: "Jobs", icon: Timer },
  { href: "/admin/queue", label: "Queue", icon: Inbox },
  { href: "/admin/prompts", label: "Prompts", icon: Bot },
  { href: "/admin/micro-uis", label: "Micro UIs", icon: LayoutTemplate },
  { href: "/admin/settings", label: "Settings", icon: Settings },
];

/** /admin is the dashboard, and nested screens (an advertiser's advertisements) light up their parent. */
export function isNavItemActive(item: NavItem, location: string): boolean {
  if (item.href === "/admin/dashboard" && location === "/admin") return true;
  return location === item.href || location.startsWith(`${item.href}/`);
}
