import type { Logger } from "../../domain/logger.js";
import { BoundedMap } from "../../shared/bounded-map.js";
import { isKnownStatus } from "../rules/delivery-status.js";

/**
 * Distinct unknown statuses a process remembers having warned about. Past this the oldest is
 * forgotten, and warned about again if it comes back: a sender cycling through made-up statuses
 * gets a bounded line per callback, never unbounded memory.
 */
const REMEMBERED_STATUSES = 100;
/** A status is remembered by its start, so a 1 MB status costs no more to remember than "sent". */
const REMEMBERED_CHARS = 64;

/**
 * Warns about a status the provider reports that we do not rank (a new Twilio status, a
 * misconfigured provider), once per status per process: a provider that sends one on every
 * callback would otherwise put a warning on every callback.
 */
export class UnknownStatuses {
  private readonly warned = new BoundedMap<string, true>(REMEMBERED_STATUSES);

  constructor(private readonly log: Logger) {}

  note(status: string): void {
    if (isKnownStatus(status)) return;
    const key = status.slice(0, REMEMBERED_CHARS);
    if (this.warned.has(key)) return;
    this.warned.set(key, true);
    this.log.warn(
      { status },
      "a status report with a status we do not know: recorded, ranked lowest (warned once per status)",
    );
  }
}
