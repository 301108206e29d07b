import { describe, expect, it } from "vitest";
import { auditedCallOf } from "../../src/domain/audit/audited-call.js";
import { describeChanges, fieldNames } from "../../src/domain/audit/describe-changes.js";
import { API_CONTRACTS } from "../../src/shared/api/all-contracts.js";
import type { ApiContract } from "../../src/shared/api/contract.js";
import { AUDIT_ACTION_LABELS, auditActionLabel, isAuditAction } from "../../src/shared/audit-actions.js";

const contracts: ApiContract[] = Object.values(API_CONTRACTS).flatMap((group) => Object.values(group));

describe("which calls the audit log records (decision 019)", () => {
  it("records every state-changing /api/admin call, and no read or public call", () => {
    for (const contract of contracts) {
      const audited = auditedCallOf(contract);
      const changesAdminState = contract.method !== "GET" && contract.path.startsWith("/api/admin/");
      expect(audited === null, `${contract.method} ${contract.path}`).toBe(!changesAdminState);
    }
  });

  it("reads the action and resource from the method and path, or from the contract", () => {
    const byRoute = new Map(contracts.map((contract) => [`${contract.method} ${contract.path}`, contract]));
    const of = (route: string) => {
      const contract = byRoute.get(route);
      if (!contract) throw new Error(`no contract for ${route}`);
      return auditedCallOf(contract);
    };
    expect(of("POST /api/admin/users/:id/reset")).toEqual({ action: "reset", resourceType: "user" });
    expect(of("PATCH /api/admin/referral-codes/:id")).toEqual({
      action: "update",
      resourceType: "referral_code",
    });
    expect(of("POST /api/admin/admins/:id/reset-password")).toEqual({
      action: "reset_password",
      resourceType: "admin",
    });
    expect(of("DELETE /api/admin/advertisers/:advertiserId/advertisements/:id")).toEqual({
      action: "delete",
      resourceType: "advertisement",
    });
    expect(of("POST /api/admin/prompts/:id/rollback")).toEqual({
      action: "rollback",
      resourceType: "prompt",
    });
    expect(of("DELETE /api/admin/announcements/:id")).toEqual({
      action: "cancel",
      resourceType: "announcement",
    });
    expect(of("POST /api/admin/login")).toBe("service");
  });

  it("names each audited call's action as a word, never a path parameter", () => {
    for (const contract of contracts) {
      const audited = auditedCallOf(contract);
      if (audited === null || audited === "service") continue;
      expect(audited.action, contract.path).toMatch(/^[a-z_]+$/);
      expect(audited.resourceType, contract.path).toMatch(/^[a-z_]+$/);
    }
  });
});

describe("the Audit Log screen's words for actions", () => {
  it("has words for every action an API call can write", () => {
    for (const contract of contracts) {
      const audited = auditedCallOf(contract);
      if (audited === null || audited === "service") continue;
      expect(isAuditAction(audited.action), `${contract.method} ${contract.path}: ${audited.action}`).toBe(
        true,
      );
    }
    // The services' own entries are typed by the labels' keys, so tsc refuses one without words.
  });

  it("names each action in words, never as its identifier", () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      // A capitalised phrase: no underscore, dot or other trace of the identifier.
      expect(label, action).toMatch(/^[A-Z][a-z -]+$/);
    }
    expect(auditActionLabel("end_others")).toBe("Ended other sessions");
    expect(auditActionLabel("sign_in_failed")).toBe("Sign-in failed");
  });

  it("still reads as words for an action an older build wrote", () => {
    expect(auditActionLabel("users.update")).toBe("Users update");
    expect(auditActionLabel("bulk_import")).toBe("Bulk import");
    // Not a label because it is an Object.prototype key.
    expect(auditActionLabel("constructor")).toBe("Constructor");
  });
});

describe("describeChanges", () => {
  it("quotes short values old → new and skips fields that did not change", () => {
    expect(
      describeChanges({ name: "Ann", count: 3, on: false }, { name: "Bea", count: 3, on: true }, [
        "name",
        "count",
        "on",
      ]),
    ).toBe('name: "Ann" → "Bea"; on: false → true');
  });

  it("never quotes a secret field, a long value or a structure", () => {
    const long = "x".repeat(61);
    expect(
      describeChanges(
        { password_hash: "old", totp_secret: null, notes: "short", tags: ["a"] },
        { password_hash: "new", totp_secret: "ABC", notes: long, tags: ["b"] },
        ["password_hash", "totp_secret", "notes", "tags"],
      ),
    ).toBe("password_hash changed; totp_secret changed; notes changed; tags changed");
  });

  it("lists the fields a body set", () => {
    expect(fieldNames({ a: 1, b: undefined, c: null })).toEqual(["a", "c"]);
    expect(fieldNames(undefined)).toEqual([]);
  });
});
