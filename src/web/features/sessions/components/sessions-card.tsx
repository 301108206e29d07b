import { ADMIN_PAGE_SIZE } from "@shared/list-query";
import { LogOut } from "lucide-react";
import { listPaging } from "@/components/admin/list-paging";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { useListParams } from "@/hooks/use-list-params";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useSessions } from "../api/get-sessions";
import { SessionsTable } from "./sessions-table";

/** The Security page's list of where the admin is signed in, with ending one or all the others (issue 22). */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const { page, setPage } = useListParams();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  // Paged like the other lists, in the browser: the call answers all of one admin's sessions, and
  // "End all other sessions" counts them all.
  const shown = sessions.data?.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Where you are signed in. End a session you do not recognise: that browser is signed out at once.
          </CardDescription>
        </div>
        <div className="shrink-0">
          <ConfirmButton
            button={{
              label: "End all other sessions",
              icon: LogOut,
              variant: "destructive-outline",
              disabled: others === 0,
            }}
            title="End all other sessions?"
            description={`${others} other ${others === 1 ? "session" : "sessions"} will be signed out at once. This browser stays signed in.`}
            busy={endOthers.isPending}
            onConfirm={() => endOthers.mutateAsync()}
          />
        </div>
      </CardHeader>
      <CardContent>
        <SessionsTable
          sessions={shown}
          isPending={sessions.isPending}
          isError={sessions.isError}
          paging={listPaging({
            page,
            total: sessions.data?.length ?? 0,
            noun: "sessions",
            onPageChange: setPage,
          })}
        />
      </CardContent>
    </Card>
  );
}
