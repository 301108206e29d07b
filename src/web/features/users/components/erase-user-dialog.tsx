import { normalizeLoginPhone } from "@shared/phone";
import type { AdminUser } from "@shared/users";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormInput } from "@/components/ui/form-input";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatPhone } from "@/lib/format";
import { useEraseUser } from "../api/erase-user";

const confirmSchema = z.object({ confirm_phone: z.string() });
type ConfirmInput = z.output<typeof confirmSchema>;

/**
 * Issue 37's erase, from the user's details: it cannot be undone, so the operator types the
 * person's phone number before the button unlocks, and the server checks it again.
 */
export function EraseUserDialog({
  user,
  onClose,
  onErased,
}: {
  user: AdminUser;
  onClose: () => void;
  /** After the erase: the details dialog closes, since the user is gone. */
  onErased: () => void;
}) {
  const form = useZodForm<ConfirmInput, ConfirmInput>(confirmSchema, { confirm_phone: "" });
  const typed = form.watch("confirm_phone");
  // The same number however it is typed ("(212) 555-0101" is +12125550101); the server checks again.
  const matches = typed.trim() !== "" && normalizeLoginPhone(typed) === user.phone_number;
  const erase = useEraseUser();

  return (
    <FormDialog
      form={form}
      onSubmit={({ confirm_phone }) =>
        erase.mutate({ id: user.id, confirmPhone: confirm_phone.trim() }, { onSuccess: onErased })
      }
      onClose={onClose}
      title="Erase this user?"
      description={`This deletes everything held about ${formatPhone(user.phone_number)}: profile, threads and messages with their media, reminders, pages, consent log and export links. An opt-out is kept only as a hash of the number, so they stay opted out. This cannot be undone.`}
      submitLabel="Erase User"
      submitVariant="destructive"
      submitDisabled={!matches}
      pending={erase.isPending}
      pendingLabel="Erasing..."
    >
      <FormInput
        form={form}
        name="confirm_phone"
        label={`Type ${user.phone_number} to confirm`}
        autoComplete="off"
        inputMode="tel"
        spellCheck={false}
      />
    </FormDialog>
  );
}
