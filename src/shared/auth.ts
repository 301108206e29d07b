import { z } from "zod";

export const loginSchema = z.object({
  phoneNumber: z.string().trim().min(10, "Phone number must be at least 10 characters."),
  password: z.string().min(6, "Password must be at least 6 characters."),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const adminIdentitySchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  /** A temporary password is in use: the console asks for a new one before anything else. */
  must_change_password: z.boolean(),
  /** An authenticator app's code is asked at sign-in. */
  totp_enabled: z.boolean(),
});

export type AdminIdentity = z.output<typeof adminIdentitySchema>;
