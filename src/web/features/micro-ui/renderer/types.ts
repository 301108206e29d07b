import type { DataObject } from "@shared/micro-ui/data-path";

/** What every rendered component receives: its own props, the page's data, and a way to change it. */
export interface MicroUiComponentProps<P> {
  id: string;
  props: P;
  data: DataObject;
  /** Writes `value` at a dot path of the data; the page saves the whole data object. */
  updateData: (path: string, value: unknown) => void;
}
