import {
  type ApiContract,
  type ContractInput,
  type ContractResult,
  TOTAL_COUNT_HEADER,
} from "@shared/api/contract";
import { contractUrl } from "@shared/api/contract-url";
import { type GetOptions, isApiError, readBody, send } from "./api";

/** The input argument may be left out when a call takes no params, query or body. */
type InputArgs<C extends ApiContract> =
  object extends ContractInput<C>
    ? [input?: ContractInput<C>, options?: GetOptions]
    : [input: ContractInput<C>, options?: GetOptions];

/**
 * Calls the server through a shared contract: the URL comes from the contract's path, and the
 * answer is typed by its response schema (the server serializes with that same schema). A paged
 * list comes back as one `Page` whichever wire form the spec gives it.
 */
export async function callApi<C extends ApiContract>(
  contract: C,
  ...[input, options]: InputArgs<C>
): Promise<ContractResult<C>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
  };
  const url = contractUrl(contract, params, query);
  try {
    const response = await send(contract.method, url, body);
    return (await readAnswer(contract, response)) as ContractResult<C>;
  } catch (error) {
    if (options?.on401 === "returnNull" && isApiError(error, 401)) return null as ContractResult<C>;
    throw error;
  }
}

async function readAnswer(contract: ApiContract, response: Response): Promise<unknown> {
  if (contract.page === "messages-and-total") {
    const { messages, total } = await readBody<{ messages: unknown[]; total: number }>(response);
    return { items: messages, total };
  }
  if (contract.page === "array-with-total-header") {
    const items = await readBody<unknown[]>(response);
    const header = response.headers.get(TOTAL_COUNT_HEADER);
    return { items, total: header === null ? items.length : Number(header) };
  }
  return readBody(response);
}

/** A file the server answered with: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Calls a contract whose answer is a download, through fetch rather than a link, so a refusal (a
 * 404, an expired session) is an error the screen reports instead of a file holding the error.
 */
export async function callApiForFile<C extends ApiContract>(
  contract: C,
  input: { params?: Record<string, string | number> },
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await send(contract.method, contractUrl(contract, input.params));
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}
