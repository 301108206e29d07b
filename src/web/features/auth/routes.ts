/** Client routes the auth flow jumps between. */
export const ADMIN_LOGIN_ROUTE = "/admin/login";
export const ADMIN_HOME_ROUTE = "/admin/dashboard";
