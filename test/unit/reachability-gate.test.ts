import { describe, expect, it } from "vitest";
import { classifyConnectionFailure } from "../../src/db/connection-failure.js";
import { ReachabilityGate } from "../../src/db/reachability-gate.js";

const refused = () =>
  Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
const opens = () => Promise.resolve("connection");

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("the reachability gate in front of the pool's connections", () => {
  it("lets every attempt through while the server answers", async () => {
    const gate = new ReachabilityGate();
    const attempts = [deferred<string>(), deferred<string>(), deferred<string>()];
    const pending = attempts.map((attempt) => gate.connect(() => attempt.promise));
    for (const attempt of attempts) attempt.resolve("connection");
    await expect(Promise.all(pending)).resolves.toEqual(["connection", "connection", "connection"]);
    expect(gate.away).toBe(false);
  });

  it("after a refusal, tries one connection at a time and fails the others at once as a refusal", async () => {
    const gate = new ReachabilityGate();
    await expect(gate.connect(refused)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(gate.away).toBe(true);

    const probe = deferred<string>();
    let opened = 0;
    const probing = gate.connect(() => {
      opened += 1;
      return probe.promise;
    });
    const meanwhile = await gate
      .connect(() => {
        opened += 1;
        return opens();
      })
      .catch((error: unknown) => error);
    expect(opened).toBe(1);
    expect(meanwhile).toMatchObject({ code: "08001" });
    expect(classifyConnectionFailure(meanwhile)).toBe("not-run");

    probe.reject(
      Object.assign(new Error("the database is not currently accepting connections"), { code: "55000" }),
    );
    await expect(probing).rejects.toMatchObject({ code: "55000" });
    expect(gate.away).toBe(true);
  });

  it("opens again for everyone once the one attempt connects", async () => {
    const gate = new ReachabilityGate();
    await gate.connect(refused).catch(() => {});
    await expect(gate.connect(opens)).resolves.toBe("connection");
    expect(gate.away).toBe(false);
    const both = await Promise.all([gate.connect(opens), gate.connect(opens)]);
    expect(both).toEqual(["connection", "connection"]);
  });

  it("is not closed by a failure that is not a refusal, such as a timeout", async () => {
    const gate = new ReachabilityGate();
    await gate
      .connect(() => Promise.reject(new Error("timeout exceeded when trying to connect")))
      .catch(() => {});
    expect(gate.away).toBe(false);
  });
});
