/**
 * Every console screen's path, written once: the route table (src/web/app/admin-routes.ts) routes
 * and lists them in the sidebar, and links read them from here instead of spelling them again.
 */
export const adminPaths = {
  root: "/admin",
  login: "/admin/login",
  dashboard: "/admin/dashboard",
  users: "/admin/users",
  threads: "/admin/threads",
  systemNumbers: "/admin/system-numbers",
  advertisers: "/admin/advertisers",
  advertiserAdvertisements: "/admin/advertisers/:id/advertisements",
  advertisements: "/admin/advertisements",
  keywords: "/admin/keywords",
  referralCodes: "/admin/referral-codes",
  announcements: "/admin/announcements",
  jobs: "/admin/jobs",
  queue: "/admin/queue",
  prompts: "/admin/prompts",
  microUis: "/admin/micro-uis",
  settings: "/admin/settings",
  admins: "/admin/admins",
  auditLog: "/admin/audit",
  /** The signed-in admin's own sign-in settings; not in the sidebar's list but behind their name. */
  security: "/admin/security",
} as const;

/** The link to one advertiser's advertisements, filled in from its route pattern. */
export const advertiserAdvertisementsPath = (advertiserId: number) =>
  adminPaths.advertiserAdvertisements.replace(":id", String(advertiserId));
