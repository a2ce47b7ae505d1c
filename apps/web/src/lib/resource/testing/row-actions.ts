/**
 * What a list's row offers, as a user finds it: the names of its inline buttons (an icon's name is its
 * tooltip) then, when it has a "More" button, of the buttons that one opens. Links (view, edit) are not counted.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

export const listRow = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!);

const nameOf = (button: HTMLElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
const openPopover = () => document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');

export async function rowActions(id: number): Promise<string[]> {
  const buttons = listRow(id).queryAllByRole('button');
  const more = buttons.find((button) => nameOf(button).startsWith('More actions for'));
  const inline = buttons.filter((button) => button !== more).map(nameOf);
  if (!more) return inline;
  await user.click(more);
  const popover = await waitFor(() => openPopover() ?? Promise.reject(new Error('no "More" popover')));
  const listed = within(popover).queryAllByRole('button').map(nameOf);
  await user.click(more);
  await waitFor(() => (openPopover() ? Promise.reject(new Error('the popover stays open')) : undefined));
  return [...inline, ...listed];
}
