import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ChecklistItem } from "@shared/micro-ui/definition-schema";
import type { ReactNode } from "react";
import type { SortableBindings } from "./checklist-row";

interface SortableChecklistProps {
  items: ChecklistItem[];
  onMove: (activeId: string, overId: string) => void;
  renderRow: (item: ChecklistItem, sortable: SortableBindings) => ReactNode;
}

/**
 * The drag-and-drop layer of a sortable checklist, in its own chunk so only checklists download
 * @dnd-kit. Spec 000: pointer drags start after 5 px, touch after 100 ms within 8 px, and the
 * keyboard works too (Space to lift, arrows to move, Space to drop).
 */
export function SortableChecklist({ items, onMove, renderRow }: SortableChecklistProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 100, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <SortableRow key={item.id} item={item} renderRow={renderRow} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  renderRow,
}: {
  item: ChecklistItem;
  renderRow: SortableChecklistProps["renderRow"];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
    });
  return renderRow(item, {
    rowRef: setNodeRef,
    handleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
  });
}
