import type { ComponentType as MicroUiComponentType } from "@shared/micro-ui/defaults";
import { type ComponentType, lazy } from "react";
import { ChecklistComponent } from "../components/checklist/checklist-component";
import type { MicroUiComponentProps } from "./types";

// Each component checks its own props; the registry only routes by type.
// biome-ignore lint/suspicious/noExplicitAny: props differ per component type
type AnyMicroUiComponent = ComponentType<MicroUiComponentProps<any>>;

/**
 * Component type → React component. The checklist, the one most pages are made for, ships with the
 * viewer, so it can be ticked as soon as the page hydrates. Every other kind is a chunk of its own,
 * downloaded only by a page that shows one; its server-rendered markup stays on screen until then,
 * and takes clicks once the chunk has come (decision 021).
 */
export const componentRegistry: Record<MicroUiComponentType, AnyMicroUiComponent> = {
  checklist: ChecklistComponent,
  button: lazy(() => import("../components/button-component").then((m) => ({ default: m.ButtonComponent }))),
  text: lazy(() => import("../components/text-component").then((m) => ({ default: m.TextComponent }))),
  progress: lazy(() =>
    import("../components/progress-component").then((m) => ({ default: m.ProgressComponent })),
  ),
  card: lazy(() => import("../components/card-component").then((m) => ({ default: m.CardComponent }))),
  form: lazy(() => import("../components/form-component").then((m) => ({ default: m.FormComponent }))),
  table: lazy(() => import("../components/table-component").then((m) => ({ default: m.TableComponent }))),
  dashboard: lazy(() =>
    import("../components/dashboard-component").then((m) => ({ default: m.DashboardComponent })),
  ),
  map: lazy(() => import("../components/map/map-component").then((m) => ({ default: m.MapComponent }))),
  video: lazy(() =>
    import("../components/video/video-component").then((m) => ({ default: m.VideoComponent })),
  ),
};

export function isKnownComponentType(type: string): type is MicroUiComponentType {
  return Object.hasOwn(componentRegistry, type);
}
