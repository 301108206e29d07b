import { describe, expect, it } from "vitest";
import {
  classifyConnectionFailure,
  isReadOnlyStatement,
  mayRetryStatement,
} from "../../src/db/connection-failure.js";

const pgError = (code: string, message = "") => Object.assign(new Error(message), { code });

describe("what a failed statement's error says about it", () => {
  it("knows the statement did not run when the server ended or refused the session", () => {
    expect(
      classifyConnectionFailure(pgError("57P01", "terminating connection due to administrator command")),
    ).toBe("not-run");
    expect(classifyConnectionFailure(pgError("57P03", "the database system is starting up"))).toBe("not-run");
    expect(classifyConnectionFailure(pgError("53300", "sorry, too many clients already"))).toBe("not-run");
    expect(classifyConnectionFailure(pgError("08006"))).toBe("not-run");
    expect(classifyConnectionFailure(pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(
      "not-run",
    );
    expect(
      classifyConnectionFailure(pgError("55000", 'database "x" is not currently accepting connections')),
    ).toBe("not-run");
  });

  it("does not know when the socket went away mid-statement", () => {
    expect(classifyConnectionFailure(new Error("Connection terminated unexpectedly"))).toBe("unknown");
    expect(classifyConnectionFailure(pgError("ECONNRESET", "read ECONNRESET"))).toBe("unknown");
  });

  it("leaves every other error alone", () => {
    expect(classifyConnectionFailure(pgError("23505", "duplicate key value"))).toBe("other");
    expect(classifyConnectionFailure(pgError("55000", "cannot refresh materialized view concurrently"))).toBe(
      "other",
    );
    expect(classifyConnectionFailure(new Error("value out of range"))).toBe("other");
    expect(classifyConnectionFailure(undefined)).toBe("other");
  });
});

describe("which failed statements are sent again", () => {
  it("any statement that did not run; only reads when its fate is unknown", () => {
    const insert = "insert into messages (content) values ($1)";
    const select = "select * from messages where id = $1";
    expect(mayRetryStatement("not-run", insert)).toBe(true);
    expect(mayRetryStatement("unknown", select)).toBe(true);
    expect(mayRetryStatement("unknown", insert)).toBe(false);
    expect(mayRetryStatement("other", select)).toBe(false);
  });

  it("counts a data-modifying statement as a write, however it starts", () => {
    expect(isReadOnlyStatement("  SELECT 1")).toBe(true);
    expect(
      isReadOnlyStatement("with claimed as (update messages set x = 1 returning id) select id from claimed"),
    ).toBe(false);
    expect(isReadOnlyStatement("select nextval('messages_id_seq')")).toBe(false);
    expect(isReadOnlyStatement("update messages set x = 1")).toBe(false);
  });
});
