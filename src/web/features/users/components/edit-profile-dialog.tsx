import {
  type AdminUser,
  MAX_PROFILE_LENGTH,
  profileLength,
  type UserProfileInput,
  userProfileSchema,
} from "@shared/users";
import { useId } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { cn } from "@/lib/cn";
import { formatPhone } from "@/lib/format";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useUpdateUserProfile } from "../api/update-user-profile";

interface EditProfileDialogProps {
  user: AdminUser;
  onClose: () => void;
  /** Where focus goes when the dialog closes, however it closes: the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/** The operator's edit of what the assistant remembers, checked as the server checks it. */
export function EditProfileDialog({ user, onClose, onCloseAutoFocus }: EditProfileDialogProps) {
  const form = useZodForm<{ profile: string }, UserProfileInput>(userProfileSchema, {
    profile: user.profile,
  });
  const save = useUpdateUserProfile((error) => showServerFieldErrors(form, error, ["profile"]));
  const id = useId();
  const countId = `${id}-count`;
  const error = form.formState.errors.profile?.message;
  const length = profileLength(form.watch("profile") ?? "");

  return (
    <FormDialog
      form={form}
      onSubmit={({ profile }) => save.mutate({ id: user.id, profile }, { onSuccess: onClose })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Edit Profile"
      description={`What the assistant remembers about ${formatPhone(user.phone_number)}. It reads this before every answer, and the person can ask for it by texting "what do you know about me".`}
      submitLabel="Save Profile"
      pending={save.isPending}
    >
      <FormField id={id} label="Profile" error={error}>
        <Textarea
          id={id}
          rows={8}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(error && `${id}-error`, countId)}
          className="max-h-80 resize-y"
          {...form.register("profile")}
        />
      </FormField>
      <p
        id={countId}
        className={cn(
          "-mt-2 text-right text-xs text-slate-500 tabular-nums",
          length > MAX_PROFILE_LENGTH && "font-medium text-red-600",
        )}
      >
        {length} / {MAX_PROFILE_LENGTH}
      </p>
    </FormDialog>
  );
}
