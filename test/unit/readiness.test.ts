import { describe, expect, it } from "vitest";
import { buildMigrations, latestBuildMigration } from "../../src/db/schema-version.js";
import { decideReadiness } from "../../src/domain/health/readiness.js";

const latest = latestBuildMigration();
const current = { when: latest.when, tag: latest.tag };

describe("readiness", () => {
  it("is ready only while not stopping, the database answers and its last migration is this build's", () => {
    expect(decideReadiness({ stopping: false, database: "ok", applied: current })).toEqual({ ready: true });
    expect(decideReadiness({ stopping: true, database: "ok", applied: current })).toEqual({
      ready: false,
      reason: "The process is shutting down.",
    });
    expect(decideReadiness({ stopping: false, database: "away", applied: null })).toEqual({
      ready: false,
      reason: "The database is not answering.",
    });
    expect(decideReadiness({ stopping: false, database: "pool exhausted", applied: null })).toEqual({
      ready: false,
      reason: "Every database connection of this process is in use.",
    });
  });

  it("names both migrations when the database is behind or ahead of the build", () => {
    const previous = buildMigrations().at(-2);
    if (!previous) throw new Error("the build carries at least two migrations");
    // A mark written before tags were kept is named from the build's journal.
    expect(
      decideReadiness({ stopping: false, database: "ok", applied: { when: previous.when, tag: null } }),
    ).toEqual({
      ready: false,
      reason: `The database's migrations are behind this build: its last is ${previous.tag}, this build's is ${latest.tag}.`,
    });
    expect(
      decideReadiness({
        stopping: false,
        database: "ok",
        applied: { when: latest.when + 1, tag: "9999_next" },
      }),
    ).toEqual({
      ready: false,
      reason: `The database was migrated by a newer build: its last migration is 9999_next, this build's is ${latest.tag}.`,
    });
    expect(decideReadiness({ stopping: false, database: "ok", applied: null })).toMatchObject({
      reason: `The database's migrations are behind this build: its last is none, this build's is ${latest.tag}.`,
    });
  });
});
