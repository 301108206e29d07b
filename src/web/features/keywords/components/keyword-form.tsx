import {
  KEYWORD_ACTIONS,
  type Keyword,
  type KeywordFormValues,
  type KeywordInput,
  keywordInputSchema,
} from "@shared/keywords";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormCard } from "@/components/ui/form-card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveKeyword } from "../api/save-keyword";
import { actionLabel } from "./action-label";

const EMPTY: KeywordFormValues = { keyword: "", response: "", action: "none", is_active: true };

const valuesOf = (keyword: Keyword): KeywordFormValues => ({
  keyword: keyword.keyword,
  response: keyword.response,
  action: keyword.action,
  is_active: keyword.is_active,
});

const ACTION_OPTIONS = KEYWORD_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));

interface KeywordFormProps {
  editing: Keyword | null;
  onDone: () => void;
}

/** Create/edit form above the table (spec 001 section 2.2); mounted with `key` set to the edited id. */
export function KeywordForm({ editing, onDone }: KeywordFormProps) {
  const form = useZodForm<KeywordFormValues, KeywordInput>(
    keywordInputSchema,
    editing ? valuesOf(editing) : EMPTY,
  );
  const save = useSaveKeyword();
  const { errors } = form.formState;

  const onSubmit = (input: KeywordInput) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onDone();
        },
      },
    );

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={editing ? "Edit Keyword" : "Create Keyword"}
      formClassName="grid gap-4 sm:grid-cols-2"
      actionsClassName="sm:items-center"
      submitLabel={editing ? "Update Keyword" : "Create Keyword"}
      pending={save.isPending}
      onCancel={editing ? onDone : undefined}
    >
      <FormField id="keyword-word" label="Keyword" error={errors.keyword?.message}>
        <Input
          id="keyword-word"
          placeholder="e.g. HOURS"
          autoCapitalize="characters"
          {...fieldErrorProps("keyword-word", errors.keyword?.message)}
          {...form.register("keyword")}
        />
      </FormField>
      <FormField id="keyword-action" label="Action" error={errors.action?.message}>
        <Select id="keyword-action" options={ACTION_OPTIONS} {...form.register("action")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="keyword-response" label="Response" error={errors.response?.message}>
          <Textarea
            id="keyword-response"
            rows={3}
            {...fieldErrorProps("keyword-response", errors.response?.message)}
            {...form.register("response")}
          />
        </FormField>
      </div>
      <ActiveSwitchField control={form.control} id="keyword-active" />
    </FormCard>
  );
}
