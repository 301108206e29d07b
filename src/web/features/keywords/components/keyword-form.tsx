import { KEYWORD_ACTIONS, type Keyword, type KeywordFormValues, keywordInputSchema } from "@shared/keywords";
import { EditorCard, type EditorFormProps } from "@/components/admin/editor-card";
import { ActiveSwitchField } from "@/components/ui/active-switch-field";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
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
      {({ register, control, formState: { errors } }) => (
        <>
          <FormField id="keyword-word" label="Keyword" error={errors.keyword?.message}>
            <Input
              id="keyword-word"
              placeholder="e.g. HOURS"
              autoCapitalize="characters"
              {...fieldErrorProps("keyword-word", errors.keyword?.message)}
              {...register("keyword")}
            />
          </FormField>
          <FormField id="keyword-action" label="Action" error={errors.action?.message}>
            <Select id="keyword-action" options={ACTION_OPTIONS} {...register("action")} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="keyword-response" label="Response" error={errors.response?.message}>
              <Textarea
                id="keyword-response"
                rows={3}
                {...fieldErrorProps("keyword-response", errors.response?.message)}
                {...register("response")}
              />
            </FormField>
          </div>
          <ActiveSwitchField control={control} id="keyword-active" />
        </>
      )}
    </EditorCard>
  );
}
