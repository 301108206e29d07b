import type { ReferralCode } from "@shared/referral-codes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableLoadingRows, TableMessageRow } from "@/components/ui/table-states";
import { formatDateTime, formatPhone } from "@/lib/format";
import { ActiveSwitch } from "./active-switch";
import { UsageBar } from "./usage-bar";

const COLUMNS = ["Code", "Type", "Owner", "Usage", "Active", "Created", "Actions"];

interface ReferralCodesTableProps {
  codes: ReferralCode[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEditLimit: (code: ReferralCode) => void;
}

export function ReferralCodesTable({ codes, isPending, isError, onEditLimit }: ReferralCodesTableProps) {
  return (
    <Table className="min-w-[820px]" aria-busy={isPending}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <TableLoadingRows columns={COLUMNS.length} />
        ) : isError ? (
          <TableMessageRow columns={COLUMNS.length}>
            <span className="text-red-700">Failed to load referral codes. Please try again.</span>
          </TableMessageRow>
        ) : !codes?.length ? (
          <TableMessageRow columns={COLUMNS.length}>No referral codes found</TableMessageRow>
        ) : (
          codes.map((code) => (
            <TableRow key={code.id}>
              <TableCell className="font-mono font-medium tracking-wider text-slate-900">
                {code.code}
              </TableCell>
              <TableCell>
                <Badge variant={code.code_type === "system" ? "info" : "secondary"}>
                  {code.code_type === "system" ? "System" : "User"}
                </Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {code.user_phone ? formatPhone(code.user_phone) : "System"}
              </TableCell>
              <TableCell>
                <UsageBar code={code} />
              </TableCell>
              <TableCell>
                <ActiveSwitch code={code} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(code.created_at)}</TableCell>
              <TableCell>
                {code.code_type === "system" && (
                  <Button variant="ghost" size="sm" onClick={() => onEditLimit(code)}>
                    Edit Limit
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
