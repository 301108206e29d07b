import type { ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormCard } from "@/components/ui/form-card";
import { useZodForm } from "@/hooks/use-zod-form";

/** What a screen passes its create/edit form. */
export interface EditorFormProps<Row> {
  /** The row being edited, or null to create one. */
  editing: Row | null;
  /** Leaves edit mode: after a save, or on Cancel. */
  onDone: () => void;
}

/** A save: create without an id, update with one. */
interface Save<TOutput> {
  mutate: (variables: { id?: number; input: TOutput }, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

interface EditorCardProps<TValues extends FieldValues, TOutput> {
  /** What is edited, capitalised: "Keyword" gives "Create Keyword", "Edit Keyword", "Update Keyword". */
  noun: string;
  schema: z.ZodType<TOutput, TValues>;
  /** The blank form, at the start and again after every save. */
  empty: DefaultValues<TValues>;
  /** The edited row's id and its values as the form holds them, or null while creating. */
  editing: { id: number; values: DefaultValues<TValues> } | null;
  save: Save<TOutput>;
  onDone: () => void;
  actionsClassName?: string;
  children: (form: UseFormReturn<TValues, unknown, TOutput>) => ReactNode;
}

/**
 * The create/edit form above a list (keywords and advertisements, spec 001 section 2). Mount it
 * with `key` set to the edited id, so Edit starts a form filled with that row; after a save it is
 * blank again while the list reloads.
 */
export function EditorCard<TValues extends FieldValues, TOutput>({
  noun,
  schema,
  empty,
  editing,
  save,
  onDone,
  actionsClassName,
  children,
}: EditorCardProps<TValues, TOutput>) {
  const form = useZodForm(schema, editing?.values ?? empty);
  const onSubmit = (input: TOutput) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          form.reset(empty);
          onDone();
        },
      },
    );

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={`${editing ? "Edit" : "Create"} ${noun}`}
      formClassName="grid gap-4 sm:grid-cols-2"
      actionsClassName={actionsClassName}
      submitLabel={`${editing ? "Update" : "Create"} ${noun}`}
      pending={save.isPending}
      onCancel={editing ? onDone : undefined}
    >
      {children(form)}
    </FormCard>
  );
}
