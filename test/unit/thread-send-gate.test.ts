import { describe, expect, it } from "vitest";
import { ThreadSendGate } from "../../src/messaging/send/thread-send-gate.js";

/** A send the test finishes when it likes. */
function pendingSend() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("the gate a take-over closes on a thread's automatic answers", () => {
  it("waits for the sends in flight, holds new ones until it is released, then lets them through", async () => {
    const gate = new ThreadSendGate();
    const order: string[] = [];
    const first = pendingSend();
    const inFlight = gate.pass(7, async () => {
      order.push("first starts");
      await first.done;
      order.push("first ends");
    });
    const closing = gate.close(7, 10_000).then((release) => {
      order.push("closed");
      return release;
    });
    await Promise.resolve();
    const held = gate.pass(7, async () => {
      order.push("held send");
    });
    const otherThread = gate.pass(8, async () => {
      order.push("other thread");
    });
    await otherThread;
    expect(order).toEqual(["first starts", "other thread"]);
    first.finish();
    await inFlight;
    const release = await closing;
    expect(order).toEqual(["first starts", "other thread", "first ends", "closed"]);
    release();
    await held;
    expect(order.at(-1)).toBe("held send");
    expect(gate.size).toBe(0);
  });

  it("stops waiting for a send that never ends after the bound", async () => {
    const gate = new ThreadSendGate();
    const stuck = pendingSend();
    const send = gate.pass(3, () => stuck.done);
    const started = Date.now();
    const release = await gate.close(3, 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    release();
    stuck.finish();
    await send;
    expect(gate.size).toBe(0);
  });

  it("lets two take-overs of one thread close it in turn", async () => {
    const gate = new ThreadSendGate();
    const releaseFirst = await gate.close(5, 1000);
    let secondClosed = false;
    const second = gate.close(5, 1000).then((release) => {
      secondClosed = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(secondClosed).toBe(false);
    releaseFirst();
    (await second)();
    expect(gate.size).toBe(0);
  });
});
