import type { Database } from "../../db/client.js";
import { auditTransaction } from "./audit-scope.js";

/**
 * The database handle the services get: inside an audited admin call it is that call's open
 * transaction, so a service's writes and the call's audit entry are one atomic unit without every
 * service threading a transaction through (decision 019); a service's own `transaction()` becomes
 * a savepoint inside it. Everywhere else it is the database itself.
 */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const source = (auditTransaction() ?? target) as object;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === "function" ? value.bind(source) : value;
    },
  });
}
