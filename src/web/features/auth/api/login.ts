import { authApi } from "@shared/api/auth";
import type { LoginInput } from "@shared/auth";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

export const LOGIN_API_PATH = authApi.login.path;

/** Expects the phone already normalised (normalizeLoginPhone); the response body is not needed. */
export const login = (input: LoginInput) => callApi(authApi.login, { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
