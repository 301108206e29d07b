import { ADMIN_API_PREFIX } from "@shared/api/contract";
import { navigate } from "wouter/use-browser-location";
import { toast } from "@/hooks/use-toast";
import { adminPaths } from "@/lib/admin-paths";
import { isApiError } from "@/lib/api";
import { LOGIN_API_PATH } from "./api/login";

/**
 * Query-client error hook: a 401 from any admin call means the session is missing or expired, so
 * the visitor is sent to sign in (spec 000 section 6). The login call's own 401 is just a wrong
 * password and is handled by the sign-in form.
 */
export function redirectOnUnauthorized(error: unknown): void {
  if (!isApiError(error, 401)) return;
  if (!error.url.startsWith(`${ADMIN_API_PREFIX}/`) || error.url === LOGIN_API_PATH) return;
  // Several screens' calls can fail at once; the first one has already moved us to sign-in.
  if (window.location.pathname === adminPaths.login) return;

  toast({
    variant: "destructive",
    title: "Authentication Required",
    description: "Please log in to access this page",
  });
  // Replace, so Back does not return to a screen that would bounce straight here again.
  navigate(adminPaths.login, { replace: true });
}
