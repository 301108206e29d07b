/**
 * Every action the server writes to the audit log, as the Audit Log screen names it: what the
 * admin did, in the past tense, beside the resource it was done to. The domain's entries are typed
 * by these keys and a unit test holds every API contract's action to them, so no new action
 * reaches the screen as an identifier.
 */
export const AUDIT_ACTION_LABELS = {
  create: "Created",
  update: "Updated",
  update_profile: "Updated profile",
  delete: "Deleted",
  cancel: "Cancelled",
  deactivate: "Deactivated",
  disable: "Disabled",
  dismiss: "Dismissed",
  enable: "Enabled",
  switch_off: "Switched off",
  reset: "Reset",
  reset_password: "Reset password",
  change_password: "Changed password",
  rollback: "Rolled back",
  upgrade: "Upgraded",
  opt_in: "Opted in",
  opt_out: "Opted out",
  erase: "Erased",
  export: "Exported data",
  download: "Downloaded",
  send: "Sent",
  take_over: "Took over",
  hand_back: "Handed back",
  start_setup: "Started set-up",
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  reauthenticate_failed: "Identity check failed",
  two_factor_locked: "Two-factor codes locked",
  sign_out: "Signed out",
  end: "Ended session",
  end_others: "Ended other sessions",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action);

/**
 * The words for an entry's action. An action no build writes any more (the log is never
 * rewritten) still reads as words: "old_thing" → "Old thing".
 */
export function auditActionLabel(action: string): string {
  if (isAuditAction(action)) return AUDIT_ACTION_LABELS[action];
  const words = action.replace(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
