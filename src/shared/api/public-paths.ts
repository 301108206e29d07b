/**
 * The public calls' paths on their own, without zod: the micro UI viewer builds its URLs from
 * these, so the page a text links to does not load the contracts' schemas (its script budget is
 * tight, issue 24).
 */
export const PUBLIC_API_PATHS = {
  microUi: "/api/micro-ui/:slug",
  microUiData: "/api/micro-ui/:slug/data",
  googleMapsKey: "/api/google-maps-key",
} as const;
