import type { ReferralCode } from "@shared/referral-codes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn, type DataTablePaging } from "@/components/ui/data-table";
import { formatDateTime, formatPhone } from "@/lib/format";
import { ActiveSwitch } from "./active-switch";
import { UsageBar } from "./usage-bar";

interface ReferralCodesTableProps {
  codes: ReferralCode[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** A new page is loading in place of this one. */
  isStale: boolean;
  onEditLimit: (code: ReferralCode) => void;
  paging: DataTablePaging;
}

export function ReferralCodesTable({
  codes,
  isPending,
  isError,
  isStale,
  onEditLimit,
  paging,
}: ReferralCodesTableProps) {
  const columns: DataTableColumn<ReferralCode>[] = [
    {
      header: "Code",
      phone: "title",
      className: "font-mono font-medium tracking-wider text-slate-900",
      cell: (code) => code.code,
    },
    {
      header: "Type",
      phone: "badge",
      cell: (code) => (
        <Badge variant={code.code_type === "system" ? "info" : "secondary"}>
          {code.code_type === "system" ? "System" : "User"}
        </Badge>
      ),
    },
    {
      header: "Owner",
      className: "whitespace-nowrap",
      cell: (code) => (code.user_phone ? formatPhone(code.user_phone) : "System"),
    },
    { header: "Usage", cell: (code) => <UsageBar code={code} /> },
    { header: "Active", cell: (code) => <ActiveSwitch code={code} /> },
    {
      header: "Created",
      className: "whitespace-nowrap",
      cell: (code) => formatDateTime(code.created_at),
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (code) =>
        code.code_type === "system" && (
          <Button variant="ghost" size="sm" onClick={() => onEditLimit(code)}>
            Edit Limit
          </Button>
        ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={codes}
      rowKey={(code) => code.id}
      className="md:min-w-[820px]"
      isPending={isPending}
      isError={isError}
      error="Failed to load referral codes. Please try again."
      empty="No referral codes found"
      dimmed={isStale}
      paging={paging}
    />
  );
}
