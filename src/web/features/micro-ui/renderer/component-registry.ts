import type { ComponentType as MicroUiComponentType } from "@shared/micro-ui/defaults";
import { type ComponentType, lazy } from "react";
import { ButtonComponent } from "../components/button-component";
import { CardComponent } from "../components/card-component";
import { ChecklistComponent } from "../components/checklist/checklist-component";
import { DashboardComponent } from "../components/dashboard-component";
import { FormComponent } from "../components/form-component";
import { ProgressComponent } from "../components/progress-component";
import { TableComponent } from "../components/table-component";
import { TextComponent } from "../components/text-component";
import type { MicroUiComponentProps } from "./types";

// Each component checks its own props; the registry only routes by type.
// biome-ignore lint/suspicious/noExplicitAny: props differ per component type
type AnyMicroUiComponent = ComponentType<MicroUiComponentProps<any>>;

/**
 * Component type → React component. Maps and videos are separate chunks, downloaded only by pages
 * that show one; everything else ships with the viewer.
 */
export const componentRegistry: Record<MicroUiComponentType, AnyMicroUiComponent> = {
  card: CardComponent,
  form: FormComponent,
  table: TableComponent,
  checklist: ChecklistComponent,
  dashboard: DashboardComponent,
  button: ButtonComponent,
  text: TextComponent,
  progress: ProgressComponent,
  map: lazy(() => import("../components/map/map-component").then((m) => ({ default: m.MapComponent }))),
  video: lazy(() =>
    import("../components/video/video-component").then((m) => ({ default: m.VideoComponent })),
  ),
};

export function isKnownComponentType(type: string): type is MicroUiComponentType {
  return Object.hasOwn(componentRegistry, type);
}
