import { describe, expect, it } from "vitest";
import { backupFileName, backupsToPrune, parseBackupName } from "./backup-names.js";

describe("backup file names", () => {
  it("name the UTC start to the millisecond and who made it, and read back the same", () => {
    const at = new Date("2026-12-02T03:00:00.123Z");
    const name = backupFileName(at, "daily");
    expect(name).toBe("textpal-20261202T030000123Z-daily.tpbak");
    expect(parseBackupName(name)).toEqual({ name, createdAt: at, madeBy: "daily" });
  });

  it("read nothing from any other file, or from a time that does not exist", () => {
    for (const name of [
      ".textpal-20261202T030000123Z-daily.tpbak.partial",
      "textpal-20261202T030000123Z-weekly.tpbak",
      "textpal-20261332T030000123Z-daily.tpbak",
      "textpal-20261202T250000000Z-manual.tpbak",
      "../textpal-20261202T030000123Z-daily.tpbak",
      "daily-job.json",
    ]) {
      expect(parseBackupName(name), name).toBeNull();
    }
  });

  it("prune the oldest daily backups beyond the number kept, never an admin's", () => {
    const backup = (day: string, madeBy: "daily" | "manual") =>
      parseBackupName(backupFileName(new Date(`2026-12-${day}T08:00:00Z`), madeBy)) ?? expect.fail();
    const all = [
      backup("03", "daily"),
      backup("01", "manual"),
      backup("01", "daily"),
      backup("04", "daily"),
      backup("02", "daily"),
    ];
    expect(backupsToPrune(all, 2).map((pruned) => pruned.name)).toEqual([
      "textpal-20261202T080000000Z-daily.tpbak",
      "textpal-20261201T080000000Z-daily.tpbak",
    ]);
    expect(backupsToPrune(all, 7)).toEqual([]);
  });
});
