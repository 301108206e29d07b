import { OPERATOR_MESSAGE_MAX, type OperatorMessage, operatorMessageSchema } from "@shared/threads";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { cn } from "@/lib/cn";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { sendFailureMessage, useSendOperatorMessage } from "../api/send-operator-message";

interface OperatorComposerProps {
  threadId: number;
  /** A line above the field about who answers here (the assistant still does, unless taken over). */
  hint?: string;
}

/** Characters as the server counts them: code points, so an emoji is one. */
const lengthOf = (text: string) => Array.from(text).length;

/**
 * Where an operator writes in the thread. Ctrl+Enter (⌘+Enter) sends and Enter starts a new line:
 * an operator's answer often has several. The form checks what the server checks
 * (operatorMessageSchema); what only the server knows (an opt-out, WhatsApp's window) is shown
 * here in its own words, and the text stays for another try.
 */
export function OperatorComposer({ threadId, hint }: OperatorComposerProps) {
  const send = useSendOperatorMessage(threadId);
  const form = useZodForm<{ body: string }, OperatorMessage>(operatorMessageSchema, { body: "" });
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const countId = `${id}-count`;
  const refusalId = `${id}-refusal`;
  const { errors } = form.formState;
  const error = errors.body?.message;
  const length = lengthOf(form.watch("body") ?? "");

  const onSubmit = form.handleSubmit((message) => {
    setRefusal(null);
    send.mutate(message, {
      onSuccess: () => form.reset({ body: "" }),
      onError: (failure) => {
        if (!showServerFieldErrors(form, failure, ["body"])) setRefusal(sendFailureMessage(failure));
      },
    });
  });

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // isComposing: Enter that confirms an IME composition (e.g. Japanese input) is not a send.
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!send.isPending) void onSubmit();
  }

  const field = form.register("body", { onChange: () => setRefusal(null) });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {refusal && (
        <p id={refusalId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <FormField id={id} label="Message" error={error}>
        <Textarea
          id={id}
          rows={3}
          placeholder="Write to the person…"
          // Read-only rather than disabled while sending: focus stays in the field for the next one.
          readOnly={send.isPending}
          onKeyDown={handleKeyDown}
          aria-invalid={error || refusal ? true : undefined}
          aria-describedby={cn(error && `${id}-error`, refusal && refusalId, countId)}
          className="max-h-48 min-h-20 resize-y read-only:bg-slate-50"
          {...field}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          <span
            id={countId}
            className={cn("tabular-nums", length > OPERATOR_MESSAGE_MAX && "font-medium text-red-600")}
          >
            {length} / {OPERATOR_MESSAGE_MAX}
          </span>
          <span className="max-sm:hidden"> · Ctrl+Enter sends</span>
        </p>
        <Button type="submit" disabled={send.isPending}>
          <SendHorizontal aria-hidden />
          {send.isPending ? "Sending…" : "Send"}
        </Button>
      </div>
    </form>
  );
}
