import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A console form checked by its zod schema: the field values are what the inputs hold (strings
 * for numbers), the submitted values are what the schema turns them into, i.e. the request body.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: DefaultValues<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
}
