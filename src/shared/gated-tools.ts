/** The assistant's state-changing tools, whose calls a text's content cannot make (issue 38, decision 039). */
export const GATED_TOOLS = [
  "opt_out",
  "erase_my_data",
  "handoff",
  "update_profile",
  "set_timezone",
  "cancel_reminder",
  "update_reminder",
] as const;
