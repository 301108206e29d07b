import type { Database } from "../../db/client.js";
import { countMicroUis, listMicroUis } from "../../db/repositories/micro-uis.js";
import type { ListQuery } from "../../shared/list-query.js";
import type { AdminMicroUi, MicroUiSummary } from "../../shared/micro-ui/admin.js";
import type { Clock } from "../clock.js";
import type { ListPage } from "../list-page.js";
import { microUiSummary } from "./admin-summary.js";
import { toAdminMicroUi } from "./micro-ui-mapper.js";
import { readSharedPage, saveSharedPageData } from "./shared-pages.js";

/**
 * Micro UI pages: the console's paged list and summary cards, and what anyone with a page's
 * link may do with it (read it, save its data).
 */
export function createMicroUisService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    list: async (query: ListQuery): Promise<ListPage<AdminMicroUi>> => {
      const [rows, total] = await Promise.all([listMicroUis(db, query), countMicroUis(db, query.search)]);
      return { items: rows.map(toAdminMicroUi), total };
    },
    /** `timeZone` is the operator's (the browser's): where their "today" starts. */
    summary: (timeZone: string): Promise<MicroUiSummary> => microUiSummary(db, clock.now(), timeZone),
    readShared: (slug: string) => readSharedPage(db, slug),
    saveSharedData: (slug: string, data: unknown) => saveSharedPageData(db, slug, data, clock.now()),
  };
}

export type MicroUisService = ReturnType<typeof createMicroUisService>;
