import {
  FALLBACK_MODELS,
  KNOWN_PROMPT_TYPES,
  MAX_TOKENS_LIMIT,
  type Prompt,
  type PromptCreate,
  RESPONSE_FORMATS,
} from "@shared/prompts";
import { useWatch } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useZodForm } from "@/hooks/use-zod-form";
import { useModels } from "../api/get-models";
import { useSavePrompt } from "../api/save-prompt";
import { type PromptFormValues, promptFormSchema, promptFormValuesOf } from "../prompt-form";
import { ModelSelect } from "./model-select";

const FORMAT_OPTIONS = RESPONSE_FORMATS.map((format) => ({ value: format, label: format }));

interface PromptDialogProps {
  /** The prompt to edit, or null for "Add New Prompt". */
  prompt: Prompt | null;
  onClose: () => void;
}

/** Add or edit a prompt (spec 001 section 5); on edit the type is shown but cannot change. */
export function PromptDialog({ prompt, onClose }: PromptDialogProps) {
  const form = useZodForm<PromptFormValues, PromptCreate>(
    promptFormSchema(prompt !== null),
    promptFormValuesOf(prompt),
  );
  const save = useSavePrompt();
  const models = useModels();
  const offered = models.isError ? FALLBACK_MODELS : models.data;
  const { errors } = form.formState;
  const [model, onlineModel] = useWatch({ control: form.control, name: ["model", "online_model"] });

  const onSubmit = ({ type, ...fields }: PromptCreate) =>
    save.mutate(prompt ? { id: prompt.id, input: fields } : { input: { type, ...fields } }, {
      onSuccess: onClose,
    });
  const field = (name: keyof PromptFormValues) => ({
    id: `prompt-${name}`,
    ...fieldErrorProps(`prompt-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={prompt ? "Edit Prompt" : "Add New Prompt"}
      size="wide"
      formClassName="grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
      submitLabel={prompt ? "Update Prompt" : "Create Prompt"}
      pending={save.isPending}
    >
      <FormField id="prompt-type" label="Type" error={errors.type?.message}>
        <Input
          list="prompt-known-types"
          readOnly={prompt !== null}
          tabIndex={prompt ? -1 : undefined}
          className="read-only:bg-slate-50 read-only:text-slate-500"
          {...field("type")}
        />
        <datalist id="prompt-known-types">
          {KNOWN_PROMPT_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </FormField>
      <FormField id="prompt-description" label="Description" error={errors.description?.message}>
        <Input {...field("description")} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="prompt-content" label="Content" error={errors.content?.message}>
          <Textarea rows={10} className="font-mono text-xs sm:text-xs" {...field("content")} />
        </FormField>
      </div>
      <FormField id="prompt-model" label="Model" error={errors.model?.message}>
        <ModelSelect models={offered} current={model} {...field("model")} />
      </FormField>
      <FormField id="prompt-online_model" label="Online Model" error={errors.online_model?.message}>
        <ModelSelect models={offered} current={onlineModel ?? ""} allowNone {...field("online_model")} />
      </FormField>
      <FormField id="prompt-temperature" label="Temperature (0-2)" error={errors.temperature?.message}>
        <Input type="number" min={0} max={2} step={0.1} inputMode="decimal" {...field("temperature")} />
      </FormField>
      <FormField
        id="prompt-max_tokens"
        label={`Max Tokens (1-${MAX_TOKENS_LIMIT})`}
        error={errors.max_tokens?.message}
      >
        <Input
          type="number"
          min={1}
          max={MAX_TOKENS_LIMIT}
          step={1}
          inputMode="numeric"
          {...field("max_tokens")}
        />
      </FormField>
      <FormField id="prompt-response_format" label="Response Format" error={errors.response_format?.message}>
        <Select options={FORMAT_OPTIONS} {...field("response_format")} />
      </FormField>
      {models.isError && (
        <p className="self-end text-xs text-slate-500 sm:col-span-2">
          The model list could not be loaded; the fallback models and the stored ones are offered.
        </p>
      )}
    </FormDialog>
  );
}
