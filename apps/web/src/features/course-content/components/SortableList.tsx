import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Item {
  id: number;
  title: string;
}

function SortableItem<T extends Item>({
  item,
  readOnly,
  saving,
  children,
}: {
  item: T;
  readOnly: boolean;
  saving: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: readOnly || saving });
  // While a drop is saved the handle stays (`aria-disabled`, no listeners): removing it would drop the keyboard
  // user's focus to the page, away from the item they just moved.
  const handle = readOnly ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={{ cursor: saving ? 'progress' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={t('authoringTools.dnd.handle', { name: item.title })}
      data-testid="drag-handle"
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}

/**
 * Items reordered by dragging their handle with a pointer, or from the keyboard (space lifts, arrows move,
 * space drops, escape cancels), each step announced in the page's language. The drop shows at once; `onDrop`
 * saves it, and the list follows the saved order when it comes back.
 */
export function SortableList<T extends Item>({
  items,
  readOnly,
  saving,
  onDrop,
  children,
}: {
  /** In reading order. */
  items: T[];
  /** Nothing can move (no handles). */
  readOnly: boolean;
  /** An order is being saved: the handles stay in place but do not lift. */
  saving: boolean;
  /** Saves the drop; `undo` puts the shown order back when the save fails. */
  onDrop: (id: number, overId: number, undo: () => void) => void;
  /** Renders an item at its shown place (from 0) with its drag handle. */
  children: (item: T, handle: ReactNode, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The order just dropped, shown until the saved order (the server's) arrives with new items.
  const itemsKey = items.map((item) => item.id).join(',');
  const [dropped, setDropped] = useState<{ from: string; order: T[] } | null>(null);
  const shown = dropped && dropped.from === itemsKey ? dropped.order : items;
  const titleOf = (id: unknown) => shown.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: unknown) => shown.findIndex((item) => item.id === id) + 1;
  // Where the lifted item was last said to be. A lift is at once "over" the item's own place: saying so again
  // would replace "Lifted ..." in the live region before a screen reader reads it.
  const announcedOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('authoringTools.dnd.lifted', {
        name: titleOf(active.id),
        position: positionOf(active.id),
        total: shown.length,
      });
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === announcedOver.current) return undefined;
      announcedOver.current = overId;
      return over
        ? t('authoringTools.dnd.over', {
            name: titleOf(active.id),
            position: positionOf(over.id),
            total: shown.length,
          })
        : t('authoringTools.dnd.outside', { name: titleOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('authoringTools.dnd.dropped', {
            name: titleOf(active.id),
            position: positionOf(over.id),
            total: shown.length,
          })
        : t('authoringTools.dnd.cancelled', { name: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('authoringTools.dnd.cancelled', { name: titleOf(active.id) }),
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((item) => item.id === active.id);
    const to = shown.findIndex((item) => item.id === over.id);
    setDropped({ from: itemsKey, order: arrayMove(shown, from, to) });
    onDrop(Number(active.id), Number(over.id), () => setDropped(null));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('authoringTools.dnd.instructions') },
      }}
    >
      <SortableContext items={shown.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {shown.map((item, index) => (
          <SortableItem key={item.id} item={item} readOnly={readOnly} saving={saving}>
            {(handle) => children(item, handle, index)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}
