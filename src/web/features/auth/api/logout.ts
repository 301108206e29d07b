import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const logout = () => api.post("/api/admin/logout");

// The sign-in screen empties the query cache when it opens, so logging out need not.
export const useLogout = () => useMutation({ mutationFn: logout });
