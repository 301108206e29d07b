import type { Env } from "../config/env.js";
import type { Clock } from "../domain/clock.js";
import type { Services } from "../domain/services/create-services.js";
import type { MessagingCore } from "../messaging/messaging-core.js";

/**
 * What every route plugin needs, passed once at start-up; tests swap the clock or env here. Routes
 * read and write through the services: src/server never imports src/db (decision 017).
 */
export interface AppContext {
  env: Env;
  clock: Clock;
  messaging: MessagingCore;
  services: Services;
}
