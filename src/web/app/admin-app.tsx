// First, before any schema is built (see the module).
import "@/lib/zod-jitless";
import { QueryClientProvider } from "@tanstack/react-query";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { routedScreens } from "@/app/admin-routes";
import { AdminShell } from "@/app/admin-shell";
import { Toaster } from "@/components/ui/toaster";
import { redirectOnUnauthorized } from "@/features/auth/redirect-on-unauthorized";
import { adminPaths } from "@/lib/admin-paths";
import { createQueryClient } from "@/lib/query-client";
import { LoginPage } from "@/pages/admin/login";
import { NotFoundPage } from "@/pages/not-found";

const queryClient = createQueryClient(redirectOnUnauthorized);

/** Everything under /admin; loaded lazily so public pages never download it. */
export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminRouter />
      <Toaster />
    </QueryClientProvider>
  );
}

function AdminRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();

  if (location === adminPaths.login) return <LoginPage />;
  // Decided before rendering the shell so an unknown /admin path gets the plain 404 screen, and so
  // the shell (with its session check and open mock chat) stays mounted across known screens.
  if (!routedScreens.some((screen) => matchRoute(parser, screen.path, location)[0])) return <NotFoundPage />;

  return (
    <AdminShell>
      <Switch>
        {routedScreens.map((screen) => (
          <Route key={screen.path} path={screen.path} component={screen.component} />
        ))}
      </Switch>
    </AdminShell>
  );
}
