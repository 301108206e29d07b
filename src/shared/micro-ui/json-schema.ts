import { z } from "zod";
import { microUiDefinitionSchema } from "./definition-schema.js";

/**
 * The definition as JSON Schema, for a model's tool parameters. It describes the input side
 * (defaulted fields optional); the checks across fields are not expressible here and are reported
 * by `validateMicroUiDefinition` instead.
 */
export const microUiDefinitionJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(microUiDefinitionSchema, {
    io: "input",
    unrepresentable: "any",
  });
  return schema;
})();
