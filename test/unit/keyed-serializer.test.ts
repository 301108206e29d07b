import { describe, expect, it } from "vitest";
import { KeyedSerializer } from "../../src/domain/admin/keyed-serializer.js";

/** A task that logs its start and end, and ends when the test says so. */
function controlledTask(log: string[], name: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = async () => {
    log.push(`${name} start`);
    await finished;
    log.push(`${name} end`);
    return name;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("KeyedSerializer", () => {
  it("runs tasks sharing a key one after another, in arrival order", async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const first = controlledTask(log, "first");
    const second = controlledTask(log, "second");
    const running = [serializer.run(["a"], first.task), serializer.run(["a", "b"], second.task)];
    await settle();
    expect(log).toEqual(["first start"]);
    first.finish();
    second.finish();
    expect(await Promise.all(running)).toEqual(["first", "second"]);
    expect(log).toEqual(["first start", "first end", "second start", "second end"]);
  });

  it("runs tasks with no key in common at once", async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const first = controlledTask(log, "first");
    const second = controlledTask(log, "second");
    const running = [serializer.run(["a"], first.task), serializer.run(["b"], second.task)];
    await settle();
    expect(log).toEqual(["first start", "second start"]);
    first.finish();
    second.finish();
    await Promise.all(running);
  });

  it("goes on after a task fails", async () => {
    const serializer = new KeyedSerializer();
    const failed = serializer.run(["a"], async () => {
      throw new Error("wrong password");
    });
    await expect(failed).rejects.toThrow("wrong password");
    expect(await serializer.run(["a"], async () => "next")).toBe("next");
  });

  it("waits for a task holding any of its keys", async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    const byAddress = controlledTask(log, "address");
    const byPhone = controlledTask(log, "phone");
    const both = controlledTask(log, "both");
    const running = [
      serializer.run(["address:1"], byAddress.task),
      serializer.run(["phone:1"], byPhone.task),
      serializer.run(["address:1", "phone:1"], both.task),
    ];
    await settle();
    byAddress.finish();
    await settle();
    expect(log).not.toContain("both start");
    byPhone.finish();
    both.finish();
    await Promise.all(running);
    expect(log.indexOf("both start")).toBeGreaterThan(log.indexOf("phone end"));
  });
});
