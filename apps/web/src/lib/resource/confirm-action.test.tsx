/** An icon button's confirmation: its tooltip gives way while the question is open, so nothing covers the answer. */
import { DeleteOutlined } from '@ant-design/icons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmAction } from './confirm-action';
import { renderPage } from './testing/render-page';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
/** The tooltips shown now, by their text. */
const shownTooltips = () =>
  [...document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden)')].map((tip) => tip.textContent);

describe('a confirmed icon button', () => {
  it('shows its name on hover, and only the question once clicked', async () => {
    renderPage(
      <ConfirmAction
        iconOnly
        icon={<DeleteOutlined />}
        label="Delete"
        confirm="Delete this tag?"
        permission="delete-tags"
        run={async () => undefined}
      />,
      { path: '/tags', permissions: ['delete-tags'] },
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.hover(button);
    await waitFor(() => expect(shownTooltips()).toEqual(['Delete']));
    await user.click(button);
    expect(await screen.findByText('Delete this tag?')).toBeTruthy();
    await waitFor(() => expect(shownTooltips()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});
