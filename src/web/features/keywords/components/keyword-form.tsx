import { KEYWORD_ACTIONS, type Keyword, type KeywordFormValues, keywordInputSchema } from "@shared/keywords";
import { EditorCard, type EditorFormProps } from "@/components/admin/editor-card";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormField } from "@/components/ui/form-field";
import { FormInput } from "@/components/ui/form-input";
import { Select } from "@/components/ui/select";
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

/** Create/edit form above the table (spec 001 section 2.2). */
export function KeywordForm({ editing, onDone }: EditorFormProps<Keyword>) {
  const save = useSaveKeyword();
  return (
    <EditorCard
      noun="Keyword"
      schema={keywordInputSchema}
      empty={EMPTY}
      editing={editing && { id: editing.id, values: valuesOf(editing) }}
      save={save}
      onDone={onDone}
      actionsClassName="sm:items-center"
    >
      {(form) => (
        <>
          <FormInput
            form={form}
            name="keyword"
            label="Keyword"
            placeholder="e.g. HOURS"
            autoCapitalize="characters"
          />
          <FormField id="keyword-action" label="Action" error={form.formState.errors.action?.message}>
            <Select id="keyword-action" options={ACTION_OPTIONS} {...form.register("action")} />
          </FormField>
          <div className="sm:col-span-2">
            <FormInput form={form} name="response" label="Response" rows={3} />
          </div>
          <ActiveSwitchField control={form.control} id="keyword-active" />
        </>
      )}
    </EditorCard>
  );
}
