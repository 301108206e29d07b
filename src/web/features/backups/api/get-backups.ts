import { backupsApi } from "@shared/api/backups";
import { contractUrl } from "@shared/api/contract-url";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { backupKeys } from "./backups-keys";

export const getBackups = () => callApi(backupsApi.list);

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.all,
    queryFn: getBackups,
    // The daily job adds and prunes files in another process: what is on disk now is what counts.
    refetchOnMount: "always",
  });

export const useBackups = () => useQuery(backupsQueryOptions());

/** Where a backup downloads from: a plain link, so the browser streams the file to disk. */
export const backupDownloadHref = (name: string) => contractUrl(backupsApi.download, { name });
