/**
 * A list's row opens its record when clicked anywhere but on a control of its own (a link, a button, a
 * checkbox) or while text is being selected: its page where it has one, else its form where the admin may edit.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { editPathOf, showPathOf, type Resource } from './resource';
import type { RecordBase } from './types';
import type { useAllowed } from './use-allowed';
import type { useDelegator } from '../permissions';

const CONTROLS =
  'a, button, input, label, textarea, select, [role="button"], [role="checkbox"], .ant-table-selection-column, .ant-checkbox-wrapper';

const onControl = (event: MouseEvent) => event.target instanceof Element && Boolean(event.target.closest(CONTROLS));
const selectingText = () => Boolean(window.getSelection()?.toString());

/** Where a record opens, if anywhere: its page where it has one, else its form where the admin may edit it. */
export function recordPathOf<T extends RecordBase>(
  resource: Resource<T>,
  allowed: ReturnType<typeof useAllowed>,
  actor: ReturnType<typeof useDelegator>,
) {
  const { permissions } = resource;
  return (record: T) => {
    if (resource.hasShow && allowed(permissions.list)) return showPathOf(resource, record.id);
    const editable = permissions.edit && allowed(permissions.edit) && !resource.locked?.(record, actor);
    return editable ? editPathOf(resource, record.id) : undefined;
  };
}

/** A click handler that opens `to`, unless the click was on a control or ended a selection of text. */
export function useOpenOnClick() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent) => {
    if (!onControl(event) && !selectingText()) void navigate(to);
  };
}

export function useRowOpen<T extends RecordBase>(
  resource: Resource<T>,
  allowed: ReturnType<typeof useAllowed>,
  actor: ReturnType<typeof useDelegator>,
) {
  const openOnClick = useOpenOnClick();
  const pathOf = recordPathOf(resource, allowed, actor);
  return (record: T) => {
    const to = pathOf(record);
    if (!to) return {};
    return { onClick: openOnClick(to), style: { cursor: 'pointer' } };
  };
}
