import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { isApiError } from "@/lib/api";

/**
 * Renders the screen only once the session check succeeded, so nobody without a session sees an
 * admin screen flash or fires its data calls. A 401 is handled by the query client (toast +
 * redirect); any other failure (server down, network) gets a retry instead of a false "log in".
 */
export function SessionGate({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  if (query.isSuccess) return children;

  if (query.isError && !isApiError(query.error, 401)) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">Could not check your session. Please try again.</p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex justify-center py-16" role="status">
      <span className="size-6 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600" />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}
