import { readDataPath } from "@shared/micro-ui/data-path";
import { CHECKLIST_DEFAULTS } from "@shared/micro-ui/defaults";
import type { ChecklistItem, ChecklistProps } from "@shared/micro-ui/definition-schema";
import { useLoadedWhenIdle } from "@/hooks/use-loaded-when-idle";
import type { MicroUiComponentProps } from "../../renderer/types";
import { AddItemForm } from "./add-item-form";
import { addItem, deleteItem, editItem, moveItem, readChecklistItems, toggleItem } from "./checklist-items";
import { ChecklistRow, type SortableBindings } from "./checklist-row";
import { useSwapWhenAtRest } from "./use-swap-when-at-rest";

// Drag and drop is a separate chunk: the list shows (handles inert) before it arrives. A page
// rendered on the server hydrates the plain list first, so its rows can be ticked at once; drag and
// drop is fetched once the browser is idle after that, never competing with the first load, and the
// list switches to it in one step once it is there and nobody is pressing a row or editing one.
const loadSortableChecklist = () => import("./sortable-checklist").then((m) => m.SortableChecklist);

/** Spec 000 "checklist": items live in the data at `dataSource`; every change saves the whole list. */
export function ChecklistComponent({ props, data, updateData }: MicroUiComponentProps<ChecklistProps>) {
  const {
    title,
    dataSource,
    allowAdd = CHECKLIST_DEFAULTS.allowAdd,
    allowDelete = CHECKLIST_DEFAULTS.allowDelete,
    allowEdit = CHECKLIST_DEFAULTS.allowEdit,
    sortable = CHECKLIST_DEFAULTS.sortable,
    placeholder = CHECKLIST_DEFAULTS.placeholder,
  } = props;
  const items = readChecklistItems(readDataPath(data, dataSource));
  const dragAndDrop = useSwapWhenAtRest(useLoadedWhenIdle(loadSortableChecklist, sortable));
  const SortableChecklist = dragAndDrop.swapped;
  const save = (next: ChecklistItem[] | null) => {
    if (next) updateData(dataSource, next);
  };

  const renderRow = (item: ChecklistItem, bindings?: SortableBindings) => (
    <ChecklistRow
      key={item.id}
      item={item}
      allowEdit={allowEdit}
      allowDelete={allowDelete}
      showHandle={sortable}
      sortable={bindings}
      editFieldRef={dragAndDrop.editFieldRef}
      onToggle={() => save(toggleItem(items, item.id))}
      onEdit={(text) => save(editItem(items, item.id, text))}
      onDelete={() => save(deleteItem(items, item.id))}
    />
  );
  const plainList = <ul className="flex flex-col gap-2">{items.map((item) => renderRow(item))}</ul>;

  return (
    <section className="flex flex-col gap-3" aria-label={title ?? "Checklist"} {...dragAndDrop.handlers}>
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      {allowAdd && (
        <AddItemForm placeholder={placeholder} onAdd={(text) => save(addItem(items, text, Date.now()))} />
      )}
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">Nothing here yet.</p>
      ) : sortable && SortableChecklist ? (
        <SortableChecklist
          items={items}
          onMove={(activeId, overId) => save(moveItem(items, activeId, overId))}
          renderRow={renderRow}
        />
      ) : (
        plainList
      )}
    </section>
  );
}
