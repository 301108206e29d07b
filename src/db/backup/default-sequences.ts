import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

interface SequenceUse {
  sequence: string;
  table_name: string;
  column_name: string;
}

/**
 * Sequences that column defaults draw from, as opposed to identity columns' own, continue past
 * every restored id drawn from them. One may feed several tables (`advertisement_ids` numbers both
 * kinds of advertisement), so each is set once, past the largest id of all its columns.
 */
export async function continueDefaultSequences(tx: Executor): Promise<void> {
  const uses = await queryRows<SequenceUse>(
    tx,
    sql`select format('%I.%I', sn.nspname, s.relname) as sequence, c.relname as table_name, a.attname as column_name
          from pg_attrdef d
          join pg_depend dep on dep.classid = 'pg_attrdef'::regclass and dep.objid = d.oid
                            and dep.refclassid = 'pg_class'::regclass
          join pg_class s on s.oid = dep.refobjid and s.relkind = 'S'
          join pg_namespace sn on sn.oid = s.relnamespace
          join pg_class c on c.oid = d.adrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
         where n.nspname = 'public'
         order by 1, 2, 3`,
  );
  const bySequence = new Map<string, SequenceUse[]>();
  for (const use of uses) bySequence.set(use.sequence, [...(bySequence.get(use.sequence) ?? []), use]);
  for (const [sequence, columns] of bySequence) {
    const maxima = columns.map(
      (use) =>
        sql`(select coalesce(max(${sql.identifier(use.column_name)}), 0) from ${sql.identifier(use.table_name)})`,
    );
    await tx.execute(sql`select setval(${sequence}, greatest(${sql.join(maxima, sql`, `)}) + 1, false)`);
  }
}
