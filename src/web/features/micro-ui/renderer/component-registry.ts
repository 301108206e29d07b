import type { ComponentType as MicroUiComponentType } from "@shared/micro-ui/defaults";
import { type ComponentType, lazy } from "react";
import { ButtonComponent } from "../components/button-component";
import { ChecklistComponent } from "../components/checklist/checklist-component";
import { ProgressComponent } from "../components/progress-component";
import { TextComponent } from "../components/text-component";
import type { MicroUiComponentProps } from "./types";

// Each component checks its own props; the registry only routes by type.
// biome-ignore lint/suspicious/noExplicitAny: props differ per component type
type AnyMicroUiComponent = ComponentType<MicroUiComponentProps<any>>;

/**
 * Component type → React component. The checklist, the one most pages are made for, and the small
 * text, progress and button ship with the viewer, so a checklist can be ticked as soon as the page
 * hydrates. Every other kind is a chunk of its own, downloaded only by a page that shows one: its
 * server-rendered markup stays on screen until then (decision 021).
 */
export const componentRegistry: Record<MicroUiComponentType, AnyMicroUiComponent> = {
  checklist: ChecklistComponent,
  button: ButtonComponent,
  text: TextComponent,
  progress: ProgressComponent,
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
