import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageFallback } from "@/components/page-fallback";
import { adminPaths } from "@/lib/admin-paths";
import { LandingPage } from "@/pages/landing";
import { NotFoundPage } from "@/pages/not-found";

// Route groups are split so the landing page downloads neither the admin console (shell, screens,
// TanStack Query, react-hook-form, zod) nor the micro UI renderer.
const AdminApp = lazy(() => import("@/app/admin-app").then((m) => ({ default: m.AdminApp })));
const MicroUiDemoPage = lazy(() =>
  import("@/pages/micro-ui-demo").then((m) => ({ default: m.MicroUiDemoPage })),
);
const MicroUiPage = lazy(() => import("@/pages/micro-ui").then((m) => ({ default: m.MicroUiPage })));

function isAdminPath(path: string): boolean {
  return path === adminPaths.root || path.startsWith(`${adminPaths.root}/`);
}

export function App() {
  const [location] = useLocation();

  // One element for the whole /admin area keeps its providers mounted while moving between screens.
  if (isAdminPath(location)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <AdminApp />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {/* Without the server's rendering (no build), the privacy policy words retention generally. */}
        <Route path="/">
          <LandingPage />
        </Route>
        <Route path="/micro-ui-demo" component={MicroUiDemoPage} />
        <Route path="/micro-ui/:slug" component={MicroUiPage} />
        {/* The admin micro UI screen links saved pages as /ui/{slug}; both paths show the same page. */}
        <Route path="/ui/:slug" component={MicroUiPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
