import type { UsersPageQuery } from "./get-users";

/** Query keys of the users screen: every query, invalidation and cache write of the feature reads them here. */
export const userKeys = {
  all: ["admin", "users"] as const,
  /** Every page of every search, so a change to one user reloads them all. */
  lists: () => [...userKeys.all, "list"] as const,
  list: (query: UsersPageQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, "detail", id] as const,
  consent: (id: number) => [...userKeys.all, "consent", id] as const,
  reminders: (id: number) => [...userKeys.all, "reminders", id] as const,
};
