import { microUiPath } from "@shared/micro-ui/admin";

/** The address people open, on the origin the console runs on. */
export const microUiUrl = (slug: string) => `${window.location.origin}${microUiPath(slug)}`;
