import { classifyConnectionFailure } from "./connection-failure.js";

/**
 * Whether the server is worth a connection attempt. Once it has refused one (an outage, a database
 * closed to connections), a single attempt at a time finds out whether it is back, and every other
 * caller fails at once instead of queueing for the pool: under load each refused attempt costs the
 * server a backend start, and a queue of them held webhooks past Twilio's 15 s timeout, where the
 * spool should have answered them straight away.
 */
export class ReachabilityGate {
  private refusing = false;
  private probing = false;

  /** True after the server refused a connection, until one opens again. */
  get away(): boolean {
    return this.refusing;
  }

  /** Opens a connection through the gate: fails at once while the server refuses and another attempt is under way. */
  async connect<T>(open: () => Promise<T>): Promise<T> {
    if (!this.refusing) return this.attempt(open);
    if (this.probing) throw stillUnreachable();
    this.probing = true;
    try {
      return await this.attempt(open);
    } finally {
      this.probing = false;
    }
  }

  private async attempt<T>(open: () => Promise<T>): Promise<T> {
    try {
      const connection = await open();
      this.refusing = false;
      return connection;
    } catch (error) {
      if (classifyConnectionFailure(error) === "not-run") this.refusing = true;
      throw error;
    }
  }
}

/** Classified like the refusal it stands for (SQLSTATE 08001), so callers treat it the same way. */
function stillUnreachable(): Error {
  return Object.assign(
    new Error("the database refused a connection, and an attempt to reach it again is under way"),
    { code: "08001" },
  );
}
