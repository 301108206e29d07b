import type { FastifyInstance } from "fastify";
import { backupsApi } from "../../../shared/api/backups.js";
import { runRecordedRead } from "../../audited-route.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** Settings → Backups: the list, a backup made now, and a download streamed from the file. */
export async function backupsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { backups, auditTrail } = ctx.services;
  routeFromContract(app, backupsApi.list, () => backups.list());
  routeFromContract(app, backupsApi.create, () => backups.createManual());
  routeFromContract(app, backupsApi.download, async ({ params }, request, reply) => {
    const file = await runRecordedRead(auditTrail, request, () => backups.open(params.name));
    return (
      reply
        // What the file is (gzip), which also keeps the compression plugin off bytes already compressed.
        .type("application/gzip")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("content-length", file.sizeBytes)
        .header("cache-control", "no-store")
        .send(file.body)
    );
  });
}
