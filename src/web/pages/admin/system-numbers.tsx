import type { SystemNumber } from "@shared/system-numbers";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { useSystemNumbers } from "@/features/system-numbers/api/get-system-numbers";
import { AddSystemNumberForm } from "@/features/system-numbers/components/add-system-number-form";
import { EditSystemNumberDialog } from "@/features/system-numbers/components/edit-system-number-dialog";
import { SystemNumbersTable } from "@/features/system-numbers/components/system-numbers-table";

export function SystemNumbersPage() {
  const { data, isPending, isError } = useSystemNumbers();
  const [editing, setEditing] = useState<SystemNumber | null>(null);

  return (
    <AdminPage title="System Numbers" description="The phone numbers people text to reach the assistant.">
      <SystemNumbersTable numbers={data} isPending={isPending} isError={isError} onEdit={setEditing} />
      <AddSystemNumberForm />
      {editing && <EditSystemNumberDialog number={editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
