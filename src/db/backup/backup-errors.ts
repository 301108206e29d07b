/** A backup the restore will not write: damaged, from another schema, or a target that is not empty. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusedError";
  }
}
