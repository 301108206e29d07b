import type { LoginInput } from "@shared/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const LOGIN_API_PATH = "/api/admin/login";

/** Expects the phone already normalised (normalizeLoginPhone); the response body is not needed. */
export const login = (input: LoginInput) => api.post(LOGIN_API_PATH, input);

export const useLogin = () => useMutation({ mutationFn: login });
