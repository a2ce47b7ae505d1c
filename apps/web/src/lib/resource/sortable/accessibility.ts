/**
 * What every sortable of the kit shares (a list's rows, a gallery's photos): the pointer and keyboard sensors, and
 * what a screen reader hears while an item moves, in the UI's language rather than @dnd-kit's English.
 */
import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ResourceT } from '../use-resource-t';

/** A drag starts after 4 px of pointer travel (a click on a handle stays a click), or with Space on a handle. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a sortable item is called by a screen reader (`useSortable`'s `attributes`), in place of "sortable". */
export const sortableRole = (t: ResourceT) => ({ roleDescription: t('resource:sortable.role') });

/** The `accessibility` of a DndContext over `items`, each named by `name` (its place is its index + 1). */
export function sortableAccessibility<T extends { id: UniqueIdentifier }>(
  items: readonly T[],
  name: (item: T, place: number) => string,
  t: ResourceT,
) {
  const place = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const at = place(id);
    return at ? name(items[at - 1]!, at) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('resource:sortable.picked', { name: nameOf(active.id), n: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('resource:sortable.over', { name: nameOf(active.id), n: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('resource:sortable.dropped', { name: nameOf(active.id), n: place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('resource:sortable.cancelled', { name: nameOf(active.id) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('resource:sortable.instructions') } };
}
