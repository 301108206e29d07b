import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { DatabaseHandle } from "../db/client.js";

/** What changed: a stored inbound text, new queued messages, announcements, or jobs. */
export type WakeTopic = "inbound" | "outbound" | "queue" | "announcements" | "jobs";
export const WAKE_TOPICS: WakeTopic[] = ["inbound", "outbound", "queue", "announcements", "jobs"];

/**
 * Tells the worker and scheduler loops of every process that something changed, so they look at once rather
 * than at their next poll. On PostgreSQL it is LISTEN/NOTIFY (a dedicated connection listens);
 * on PGlite, which one process owns, an in-process signal. Losing a wake-up is harmless: the
 * loops also poll.
 */
export interface WakeNotifier {
  notify(topic: WakeTopic): Promise<void>;
  /** Calls the listener when the topic changes, and after a reconnect, when changes may have been missed. */
  subscribe(topic: WakeTopic, listener: () => void): () => void;
  /** Starts listening to other processes; only processes that run the loops need it. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const WAKE_CHANNEL = "textpal_wake";
const MAX_RECONNECT_DELAY_MS = 30_000;

interface NotifierLog {
  warn(object: object, message: string): void;
}

export function createWakeNotifier(database: DatabaseHandle, log: NotifierLog): WakeNotifier {
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === "postgres" && pool instanceof pg.Pool) return postgresNotifier(database, pool, log);
  return inProcessNotifier(database);
}

/** PGlite: every notifier of one database shares one signal, as every process shares a channel. */
const inProcessTopics = new WeakMap<object, ReturnType<typeof topicEmitter>>();

function topicEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (topic: WakeTopic) => emitter.emit(topic),
    subscribe(topic: WakeTopic, listener: () => void) {
      emitter.on(topic, listener);
      return () => {
        emitter.off(topic, listener);
      };
    },
  };
}

function inProcessNotifier(database: DatabaseHandle): WakeNotifier {
  const topics = inProcessTopics.get(database.db) ?? topicEmitter();
  inProcessTopics.set(database.db, topics);
  return {
    async notify(topic) {
      topics.emit(topic);
    },
    subscribe: topics.subscribe,
    async start() {},
    async stop() {},
  };
}

function postgresNotifier(database: DatabaseHandle, pool: pg.Pool, log: NotifierLog): WakeNotifier {
  const topics = topicEmitter();
  let client: pg.Client | null = null;
  let stopped = true;
  let reconnectDelayMs = 1000;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, reconnectDelayMs);
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const listener = new pg.Client(pool.options);
    listener.on("notification", (message) => {
      if (WAKE_TOPICS.includes(message.payload as WakeTopic)) topics.emit(message.payload as WakeTopic);
    });
    listener.on("error", (error) => {
      log.warn({ err: error }, "the wake-up listener lost its connection; reconnecting");
      if (client === listener) client = null;
      void listener.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${WAKE_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, "could not listen for wake-ups; polling until it can");
      await listener.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await listener.end().catch(() => {});
      return;
    }
    client = listener;
    reconnectDelayMs = 1000;
    // Whatever changed while no one listened is picked up now.
    for (const topic of WAKE_TOPICS) topics.emit(topic);
  }

  return {
    async notify(topic) {
      try {
        await database.db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${topic})`);
      } catch (error) {
        log.warn({ err: error, topic }, "could not send a wake-up; the loops will poll");
      }
    },
    subscribe: topics.subscribe,
    async start() {
      if (!stopped) return;
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}
