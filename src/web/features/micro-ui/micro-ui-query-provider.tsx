import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";

// Public pages have no session, so no failure needs a page-wide reaction: each call handles its own.
const queryClient = createQueryClient(() => {});

/** The query client of the public micro UI pages (the viewer and the demo), apart from the console's. */
export function MicroUiQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
