import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` when it may. The pages' Content-Security-Policy
 * forbids evaluating strings, so its probe would be refused, reported as a violation, and zod would
 * fall back anyway: this says so up front. It must run before any schema is built, since zod reads
 * the setting then.
 */
z.config({ jitless: true });
