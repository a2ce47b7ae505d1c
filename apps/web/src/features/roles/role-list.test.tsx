import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { messages as roles } from './messages';
import { ResourceList } from '../../lib/resource';
import { roleResource } from './resource';

/** The page as the feature declares it (the kit's default). */
const RoleListPage = () => <ResourceList resource={roleResource} />;

const role = (id: number, name: string, permissions: string[], isBuiltin = false) => ({
  id,
  name,
  description: null,
  is_builtin: isBuiltin,
  permissions,
  admins: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('the roles list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the built-in role in the UI language and counts permissions in the singular and the plural', async () => {
    mockFetch(() => ({
      body: {
        data: [
          role(1, 'super-admin', [], true),
          role(2, 'Tagger', ['list-tags']),
          role(3, 'Editor', ['list-tags', 'edit-tags']),
        ],
        meta: { page: 1, per_page: 20, total: 3, total_is_estimate: false, has_next: false },
      },
    }));
    renderPage(<RoleListPage />, { path: '/permissions/roles', messages: { roles }, permissions: ['list-roles'] });
    await screen.findByText('Tagger');
    const row = (id: number) => within(document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!);

    expect(row(1).getByText('Super admin')).toBeTruthy();
    expect(screen.queryByText('super-admin')).toBeNull();
    expect(row(2).getByText('1 permission')).toBeTruthy();
    expect(row(3).getByText('2 permissions')).toBeTruthy();
  });
});
