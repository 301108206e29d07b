import { z } from "zod";

/** POST /api/admin/mock-sms: blank texts are refused, as the panel refuses them. */
export const mockSmsSchema = z.object({
  from: z.string().trim().min(10, "A sender phone number is required"),
  body: z
    .string()
    .refine((text) => text.trim().length > 0, "Message cannot be empty")
    .pipe(z.string().max(1600, "Message must be at most 1600 characters")),
});

export type MockSmsInput = z.infer<typeof mockSmsSchema>;
