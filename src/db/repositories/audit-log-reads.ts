import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminAuditLog, admins } from "../schema/index.js";

/**
 * What the Audit Log screen narrows the entries to. The range is of instants, [from, to): the
 * service turns the operator's calendar days into them.
 */
export interface AuditLogFilter {
  admin_id?: number;
  action?: string;
  resource_type?: string;
  resource_id?: string;
  from?: Date;
  to?: Date;
}

export interface AuditLogPageQuery extends AuditLogFilter {
  limit: number;
  offset: number;
}

function auditFilter(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.admin_id === undefined ? undefined : eq(adminAuditLog.admin_id, filter.admin_id),
    filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
    filter.resource_type ? eq(adminAuditLog.resource_type, filter.resource_type) : undefined,
    filter.resource_id ? eq(adminAuditLog.resource_id, filter.resource_id) : undefined,
    filter.from ? gte(adminAuditLog.created_at, filter.from) : undefined,
    filter.to ? lt(adminAuditLog.created_at, filter.to) : undefined,
  );
}

/**
 * One page of entries, newest first (the created_at index's order), with the admin's name as it is
 * now: the entry keeps the phone as it was, the name is only a help to read it.
 */
export async function listAuditEntries(db: Executor, query: AuditLogPageQuery) {
  return db
    .select({
      id: adminAuditLog.id,
      created_at: adminAuditLog.created_at,
      admin_id: adminAuditLog.admin_id,
      admin_phone: adminAuditLog.admin_phone,
      admin_name: admins.name,
      action: adminAuditLog.action,
      resource_type: adminAuditLog.resource_type,
      resource_id: adminAuditLog.resource_id,
      summary: adminAuditLog.summary,
      ip: adminAuditLog.ip,
      user_agent: adminAuditLog.user_agent,
    })
    .from(adminAuditLog)
    .leftJoin(admins, eq(admins.id, adminAuditLog.admin_id))
    .where(auditFilter(query))
    .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
    .limit(query.limit)
    .offset(query.offset);
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: Executor, filter: AuditLogFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(adminAuditLog).where(auditFilter(filter));
  return row?.value ?? 0;
}

/**
 * The actions and resource types written so far, each once, for the screen's filters. Sorted here
 * rather than in SQL: PGlite and PostgreSQL collate "." and "_" differently, the code-unit order
 * is the same everywhere.
 */
export async function auditFilterValues(db: Executor) {
  const [actions, resourceTypes] = await Promise.all([
    db.selectDistinct({ value: adminAuditLog.action }).from(adminAuditLog),
    db.selectDistinct({ value: adminAuditLog.resource_type }).from(adminAuditLog),
  ]);
  const sorted = (rows: { value: string }[]) => rows.map((row) => row.value).sort();
  return { actions: sorted(actions), resource_types: sorted(resourceTypes) };
}
