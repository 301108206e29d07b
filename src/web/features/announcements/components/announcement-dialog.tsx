import type { Announcement, CohortStats } from "@shared/announcements";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { useServiceTimeZone } from "@/features/auth/api/get-me";
import { useZodForm } from "@/hooks/use-zod-form";
import {
  type AnnouncementFormOutput,
  type AnnouncementFormValues,
  announcementFormSchema,
  formValuesOf,
  toAnnouncementInput,
} from "../announcement-form";
import { useCancelAnnouncement } from "../api/cancel-announcement";
import { showPastDeliveryToast, useSaveAnnouncement } from "../api/save-announcement";
import { AnnouncementFields } from "./announcement-fields";
import { AnnouncementProgress, isCancellable, isReadOnly } from "./announcement-progress";
import { AnnouncementStatusBadge } from "./announcement-status-badge";
import { DeliveryFields } from "./delivery-fields";

interface AnnouncementDialogProps {
  /** The announcement to edit, or null to create one. */
  announcement: Announcement | null;
  stats: CohortStats | undefined;
  onClose: () => void;
}

function submitLabel(announcement: Announcement | null): string {
  if (!announcement) return "Create Announcement";
  if (isReadOnly(announcement)) return "Read Only";
  if (announcement.status === "cancelled") return "Reschedule Announcement";
  return "Update Announcement";
}

/**
 * Create or edit an announcement (spec 001 section 2.5). Once any message has left it is
 * read-only; until the last one has left it can be cancelled from here, and a cancelled one that
 * sent nothing can be saved again as scheduled.
 */
export function AnnouncementDialog({ announcement, stats, onClose }: AnnouncementDialogProps) {
  const [now] = useState(() => new Date());
  const zone = useServiceTimeZone();
  const form = useZodForm<AnnouncementFormValues, AnnouncementFormOutput>(
    announcementFormSchema,
    formValuesOf(announcement, now, zone),
  );
  const save = useSaveAnnouncement();
  const cancel = useCancelAnnouncement();
  const readOnly = isReadOnly(announcement);

  const onSubmit = (values: AnnouncementFormOutput) => {
    const input = toAnnouncementInput(values, zone);
    if (new Date(input.delivery_date) <= new Date()) return showPastDeliveryToast();
    save.mutate({ id: announcement?.id, input }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="wide"
      titleClassName="flex flex-wrap items-center gap-2"
      title={
        <>
          {announcement ? "Edit Announcement" : "Create Announcement"}
          {announcement && <AnnouncementStatusBadge status={announcement.status} />}
        </>
      }
      headerExtra={announcement && <AnnouncementProgress announcement={announcement} />}
      notice={
        readOnly && (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Read-only: Sent announcements cannot be modified.
          </p>
        )
      }
      footerStart={
        announcement && isCancellable(announcement) ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="link"
                className="px-0 text-red-600"
                disabled={save.isPending || cancel.isPending}
              >
                Cancel Announcement
              </Button>
            }
            title="Cancel Announcement"
            description="Are you sure you want to cancel this announcement?"
            confirmLabel="Cancel Announcement"
            cancelLabel="Keep It"
            destructive
            busy={cancel.isPending}
            onConfirm={() => cancel.mutateAsync(announcement.id).then(onClose)}
          />
        ) : (
          <span />
        )
      }
      cancelLabel="Close"
      submitLabel={submitLabel(announcement)}
      pending={save.isPending}
      busy={cancel.isPending}
      submitDisabled={readOnly}
    >
      <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <AnnouncementFields form={form} stats={stats} />
        </div>
        <div className="flex flex-col gap-4">
          <DeliveryFields form={form} readOnly={readOnly} zone={zone} now={now} />
        </div>
      </fieldset>
    </FormDialog>
  );
}
