import type { ReferralCode } from "@shared/referral-codes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn, type DataTableList } from "@/components/ui/data-table";
import { formatDateTime, formatPhone } from "@/lib/format";
import { ActiveSwitch } from "./active-switch";
import { UsageBar } from "./usage-bar";

interface ReferralCodesTableProps extends DataTableList<ReferralCode> {
  onEditLimit: (code: ReferralCode) => void;
}

export function ReferralCodesTable({ onEditLimit, ...list }: ReferralCodesTableProps) {
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

  return <DataTable {...list} columns={columns} noun="referral codes" className="md:min-w-[820px]" />;
}
