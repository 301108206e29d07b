import { adminsApi } from "@shared/api/admins";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { adminKeys } from "./admins-keys";

export const getAdmins = () => callApi(adminsApi.list);

export const adminsQueryOptions = () => queryOptions({ queryKey: adminKeys.all, queryFn: getAdmins });

export const useAdmins = () => useQuery(adminsQueryOptions());
