import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { catalogue } from '../messages';
import { SettingsButton } from './settings-drawer';

describe('the settings button of the top bar', () => {
  it('is reached with the keyboard, named, and opens the page-style settings', async () => {
    setupI18n(catalogue, { language: 'en' });
    render(<SettingsButton />);
    const user = userEvent.setup();

    await user.tab();
    const button = screen.getByRole('button', { name: 'Page style settings' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).toContain('Theme colour');
    expect(screen.getByRole('switch', { name: 'Fixed header' })).toBeTruthy();
  });
});
