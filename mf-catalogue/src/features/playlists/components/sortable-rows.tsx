import type { ReactNode } from 'react';
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PlaylistRow } from '../lib/rows';
import type { RowDragging } from './playlist-row';

/** Pointer drags start after a few pixels, so a tap on the handle is not a drag. */
const DRAG_DISTANCE = 6;

/* The rows' own live region says where a row went; the drag library says nothing itself. */
const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/**
 * The owner's rows, dragged by their handle with a pointer (mouse, finger, pen). The keyboard moves rows
 * with each row's Move up and Move down buttons. Loaded only for the playlist's owner.
 */
export function SortableRows({
  rows,
  onMove,
  renderRow,
}: {
  rows: readonly PlaylistRow[];
  onMove: (from: number, to: number) => void;
  renderRow: (row: PlaylistRow, index: number, drag: RowDragging) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.key === active.id);
    const to = rows.findIndex((row) => row.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: '' } }}
    >
      <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
        <ol className="kora-playlist-items__list">
          {rows.map((row, index) => (
            <SortableRow key={row.key} id={row.key}>
              {(drag) => renderRow(row, index, drag)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (drag: RowDragging) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  return children({
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    handle: (
      // Pointer only: the row's Move up / Move down buttons are its keyboard way.
      <span ref={setActivatorNodeRef} className="kora-playlist-row__handle" aria-hidden="true" {...listeners}>
        ⠿
      </span>
    ),
  });
}
