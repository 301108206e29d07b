import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import type { DatabaseHandle } from "../client.js";
import type { CopyFigures } from "./backup-from-copy.js";
import { writeBackup } from "./write-backup.js";

/** Unix socket paths hold at most 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the server that owns a PGlite DATA_DIR takes backup requests: a Unix socket in a directory
 * only its user may enter, beside the directory lock.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, "run", "backup.sock");
}

export interface BackupSocket {
  close(): void;
}

/**
 * Serves `npm run backup` while this process owns the embedded database (decision 033): each
 * connection receives one backup, the gzip stream and nothing else, and the connection's end marks
 * its end; on a failure the connection is cut, and the command, which checks the whole file
 * it received, says so. Backups run one at a time, so two requests never copy the data directory
 * side by side.
 */
export async function serveBackups(
  handle: DatabaseHandle,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): Promise<BackupSocket | null> {
  const path = backupSocketPath(handle.location);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.error(
      { path },
      "DATA_DIR's path is too long for the backup socket; npm run backup cannot reach this server",
    );
    return null;
  }
  mkdirSync(join(handle.location, "run"), { recursive: true, mode: 0o700 });
  chmodSync(join(handle.location, "run"), 0o700);
  // This process holds the directory lock, so a socket file there is a dead run's.
  rmSync(path, { force: true });
  let queue = Promise.resolve();
  const server: Server = createServer((socket: Socket) => {
    queue = queue.then(() => sendBackup(handle, socket, log));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () => {
      server.close();
      rmSync(path, { force: true });
    },
  };
}

async function sendBackup(
  handle: DatabaseHandle,
  socket: Socket,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): Promise<void> {
  socket.on("error", () => {});
  try {
    let copy: CopyFigures | undefined;
    const summary = await writeBackup(handle, socket, { onCopy: (figures) => (copy = figures) });
    log.info(
      {
        ...summary,
        heldDatabaseMs: copy && Math.round(copy.copyMs),
        readerPeakRssMb: copy && Math.round(copy.readerPeakRssBytes / 2 ** 20),
      },
      "backup written to npm run backup",
    );
  } catch (error) {
    log.error({ err: error }, "backup for npm run backup failed");
    socket.destroy();
  }
}
