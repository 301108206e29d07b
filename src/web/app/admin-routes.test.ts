import { QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router, type RouterProps } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { adminNavItems, adminRoutes, routedScreens } from "./admin-routes";

/** Server rendering runs no effects and fetches nothing, so each screen shows its first, loading frame. */
function renderScreen(path: string, component: React.ComponentType): string {
  const queryClient = createQueryClient(() => {});
  // The children go in as createElement's third argument, which RouterProps (children required) cannot see.
  const screen = createElement(Router, { ssrPath: path } as RouterProps, createElement(component));
  return renderToString(createElement(QueryClientProvider, { client: queryClient }, screen));
}

describe("the console's route table", () => {
  it("gives every path, aliases included, once", () => {
    const paths = routedScreens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(routedScreens)("renders a screen with its heading at $path", ({ path, component }) => {
    expect(renderScreen(path.replace(":id", "1"), component)).toContain("<h1");
  });

  it("points every sidebar link at a routed path, each once, in the table's order", () => {
    const hrefs = adminNavItems.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const routed = routedScreens.map((screen) => screen.path);
    for (const href of hrefs) expect(routed).toContain(href);
    expect(hrefs).toEqual(adminRoutes.filter((route) => route.nav).map((route) => route.path));
  });

  it("lists the sidebar labels of spec 000 section 2, then Admins and Audit Log (issue 22)", () => {
    expect(adminNavItems.map((item) => item.label)).toEqual([
      "Dashboard",
      "Users",
      "Threads",
      "System Numbers",
      "Advertisers",
      "Advertisements",
      "Keywords",
      "Referral Codes",
      "Announcements",
      "Jobs",
      "Queue",
      "Prompts",
      "Micro UIs",
      "Settings",
      "Admins",
      "Audit Log",
    ]);
  });
});
