import { zodResolver } from "@hookform/resolvers/zod";
import {
  KEYWORD_ACTIONS,
  type Keyword,
  type KeywordFormValues,
  type KeywordInput,
  keywordInputSchema,
} from "@shared/keywords";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SwitchField } from "@/components/ui/switch-field";
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

interface KeywordFormProps {
  editing: Keyword | null;
  onDone: () => void;
}

/** Create/edit form above the table (spec 001 section 2.2); mounted with `key` set to the edited id. */
export function KeywordForm({ editing, onDone }: KeywordFormProps) {
  const form = useForm<KeywordFormValues, unknown, KeywordInput>({
    resolver: zodResolver(keywordInputSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const save = useSaveKeyword();
  const { errors } = form.formState;
  const { reset } = form;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          reset(EMPTY);
          onDone();
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? "Edit Keyword" : "Create Keyword"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
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
          <Controller
            control={form.control}
            name="is_active"
            render={({ field: { value, onChange } }) => (
              <SwitchField
                id="keyword-active"
                label="Active"
                checked={value ?? true}
                onCheckedChange={onChange}
              />
            )}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : editing ? "Update Keyword" : "Create Keyword"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
