import type { LucideIcon } from "lucide-react";

/** One sidebar link; the list itself comes from the route table in src/web/app, passed in as props. */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths of the same screen (/admin is the dashboard). */
  activeOn: readonly string[];
}

/** Nested screens (an advertiser's advertisements) light up their parent. */
export function isNavItemActive(item: NavItem, location: string): boolean {
  if (item.activeOn.includes(location)) return true;
  return location === item.href || location.startsWith(`${item.href}/`);
}
