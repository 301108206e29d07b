/** Query keys of the public micro UI page: every query of the feature reads them here. */
export const microUiPageKeys = {
  page: (slug: string) => ["micro-ui", slug] as const,
  googleMapsKey: ["google-maps-key"] as const,
};
