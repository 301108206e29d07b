import { DEFAULT_AI_BASE_URL } from "./openai-client.js";

export interface ModelInfo {
  id: string;
  name: string;
  /** USD per token, as the provider lists them. */
  pricing: { prompt: number; completion: number };
}

export interface ModelCatalog {
  list(): Promise<ModelInfo[]>;
  price(modelId: string): Promise<ModelInfo["pricing"] | null>;
}

const CACHE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;

/** The provider's model list (OpenRouter's GET /models), fetched at most once an hour. */
export function createModelCatalog(options: {
  baseUrl?: string;
  apiKey?: string;
  now?: () => number;
}): ModelCatalog {
  const baseUrl = options.baseUrl ?? DEFAULT_AI_BASE_URL;
  const now = options.now ?? Date.now;
  let cached: { at: number; models: ModelInfo[] } | null = null;

  async function fetchModels(): Promise<ModelInfo[]> {
    const response = await fetch(`${baseUrl}/models`, {
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`model list answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return Array.isArray(body.data) ? body.data.flatMap(toModelInfo) : [];
  }

  async function list(): Promise<ModelInfo[]> {
    if (cached && now() - cached.at < CACHE_MS) return cached.models;
    try {
      cached = { at: now(), models: await fetchModels() };
    } catch {
      // Unreachable or malformed: remember the empty answer for a while rather than asking on every text.
      cached = { at: now() - CACHE_MS + 5 * 60 * 1000, models: cached?.models ?? [] };
    }
    return cached.models;
  }

  return {
    list,
    async price(modelId) {
      const bareId = modelId.replace(/:online$/, "");
      const model = (await list()).find((entry) => entry.id === modelId || entry.id === bareId);
      return model?.pricing ?? null;
    },
  };
}

function toModelInfo(entry: unknown): ModelInfo[] {
  if (typeof entry !== "object" || entry === null) return [];
  const record = entry as {
    id?: unknown;
    name?: unknown;
    pricing?: { prompt?: unknown; completion?: unknown };
  };
  if (typeof record.id !== "string") return [];
  const prompt = Number(record.pricing?.prompt ?? Number.NaN);
  const completion = Number(record.pricing?.completion ?? Number.NaN);
  return [
    {
      id: record.id,
      name: typeof record.name === "string" ? record.name : record.id,
      pricing: {
        prompt: Number.isFinite(prompt) ? prompt : 0,
        completion: Number.isFinite(completion) ? completion : 0,
      },
    },
  ];
}
