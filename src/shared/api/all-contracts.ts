import { authApi } from "./auth.js";
import type { ApiContract } from "./contract.js";
import { publicApi } from "./public.js";
import { referenceApi } from "./reference.js";
import { twilioWebhooksApi } from "./twilio-webhooks.js";
import { usersApi } from "./users.js";

/**
 * Every call of the API, by group: what the OpenAPI document is generated from, and what the
 * route test compares with the routes the server registers.
 */
export const API_CONTRACTS = {
  auth: authApi,
  public: publicApi,
  reference: referenceApi,
  twilioWebhooks: twilioWebhooksApi,
  users: usersApi,
} satisfies Record<string, Record<string, ApiContract>>;
