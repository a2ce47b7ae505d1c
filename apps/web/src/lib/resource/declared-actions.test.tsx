/**
 * Declared actions (`Resource.actions`): offered by permission, record state and lock; confirmed, called,
 * reported and the record read again; an action with a form posts its values and shows the server's field
 * messages; a 409 shows the server's message. Admins are the real resource; videos and comments are declared
 * here as resources coming next will be.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@backlot/contract';
import { CheckCircleOutlined, FlagOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { sessionStore, type SignedInAdmin } from '../session';
import { messages as admins } from '../../features/admins/messages';
import AdminListPage from '../../features/admins/pages/list-page';
import AdminShowPage from '../../features/admins/pages/show-page';
import { defineResource } from './resource';
import { resourceApi } from './api';
import { ResourceList } from './resource-list';
import { mockFetch, renderPage } from './testing/render-page';
import { listRow, rowActions } from './testing/row-actions';

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const meta = (total: number) => ({ page: 1, per_page: 20, total, total_is_estimate: false, has_next: false });
const page = (data: unknown[]) => ({ data, meta: meta(data.length) });
const stamps = { created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };

const row = listRow;
const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined]);

describe('admins: enable, disable, reset QR code', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const admin = (id: number, username: string, status = 'active', twoFactor = true) => ({
    id,
    username,
    name: username.toUpperCase(),
    phone: null,
    email: null,
    status,
    roles: [],
    is_super_admin: false,
    permissions: [],
    two_factor_enabled: twoFactor,
    last_login_at: null,
    introduction: null,
    ...stamps,
  });
  const ALL = PERMISSIONS.map((p) => p.name);

  function signedIn(permissions: string[]) {
    const me = { id: 1, username: 'owner', isSuperAdmin: true } as SignedInAdmin;
    sessionStore.set((state) => ({ ...state, admin: me }));
    return permissions;
  }

  it('hides an action whose permission the admin lacks', async () => {
    mockFetch(() => ({ body: page([admin(2, 'junior')]) }));
    const permissions = signedIn(['list-admins', 'enable-admins', 'disable-admins']);
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions });
    await screen.findByText('junior');
    expect(await rowActions(2)).toEqual(['Disable']);
  });

  it("offers only what the record's state allows", async () => {
    mockFetch(() => ({ body: page([admin(2, 'junior'), admin(3, 'gone', 'disabled', false)]) }));
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions: signedIn(ALL) });
    await screen.findByText('junior');
    expect(await rowActions(2)).toEqual(['Disable', 'Reset QR code', 'Delete']);
    expect(await rowActions(3)).toEqual(['Enable', 'Delete']);
  });

  it('asks first, calls the action, says it worked and shows the row as it now is', async () => {
    let status = 'active';
    const fetchMock = mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/admins/2/disable') status = 'disabled';
      return { body: method === 'POST' ? admin(2, 'junior', status) : page([admin(2, 'junior', status)]) };
    });
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions: signedIn(ALL) });
    await screen.findByText('junior');
    await user.click(row(2).getByRole('button', { name: /Disable/ }));
    expect(await screen.findByText('Disable “junior”? They are signed out and cannot sign in.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/api/admins/2/disable', undefined]]);
    await waitFor(() => expect(row(2).getByRole('button', { name: 'Enable' })).toBeTruthy());
    expect(await rowActions(2)).toEqual(['Enable', 'Reset QR code', 'Delete']);
    expect(row(2).getByText('Disabled')).toBeTruthy();
  });

  it("shows the server's message when the record's state no longer allows the action", async () => {
    mockFetch((method) =>
      method === 'POST'
        ? { status: 409, body: { message: 'This admin is already disabled.', code: 'conflict' } }
        : { body: page([admin(2, 'junior')]) },
    );
    renderPage(<AdminListPage />, { path: '/permissions/admins', messages: { admins }, permissions: signedIn(ALL) });
    await screen.findByText('junior');
    await user.click(row(2).getByRole('button', { name: /Disable/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This admin is already disabled.')).toBeTruthy();
  });

  it('runs from the show page, which then reads the new state', async () => {
    let bound = true;
    const fetchMock = mockFetch((method, url) => {
      if (method === 'POST') bound = false;
      if (url.pathname.endsWith('/allocated-members')) return { body: page([]) };
      return { body: admin(2, 'junior', 'active', bound) };
    });
    renderPage(<AdminShowPage />, {
      path: '/permissions/admins/:id',
      url: '/permissions/admins/2',
      messages: { admins },
      permissions: signedIn(ALL),
    });
    expect(await screen.findByText('Bound')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Reset QR code/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor binding reset.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/api/admins/2/resetQRCode', undefined]]);
    expect(await screen.findByText('Not bound')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reset QR code/ })).toBeNull();
  });
});

/** Texts of the resources declared below, both languages as the app requires. */
const texts = {
  fields: { title: 'Title', status: 'Status', publishedAt: 'Publish at' },
  actions: {
    publish: 'Publish',
    publishTitle: 'Publish “{{name}}”',
    published: 'Published.',
    enable: 'Enable',
    disable: 'Disable',
    ban: 'Ban the author',
    rejectReport: 'Reject report',
    done: 'Done.',
  },
};
const catalogue = { en: texts, 'zh-CN': texts };

type Video = { id: number; title: string; status: 'draft' | 'published' };
const videoResource = defineResource<Video>({
  ns: 'videos',
  path: '/videos',
  api: resourceApi<Video>('videos'),
  permissions: { list: 'list-videos' },
  titleOf: (video) => video.title,
  fields: [
    { name: 'title', label: 'fields.title' },
    { name: 'status', label: 'fields.status' },
  ],
  actions: [
    {
      name: 'publish',
      permission: 'publish-videos',
      label: 'actions.publish',
      icon: <SendOutlined />,
      visible: (video) => video.status === 'draft',
      success: 'actions.published',
      form: {
        title: 'actions.publishTitle',
        fields: [{ name: 'publishedAt', label: 'fields.publishedAt', valueType: 'datetime' }],
      },
    },
  ],
});

describe('an action with a form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    "posts the form's values, shows the server's message on its field, and closes once done",
    { timeout: 60_000 },
    async () => {
      let status: Video['status'] = 'draft';
      let attempts = 0;
      const fetchMock = mockFetch((method) => {
        if (method !== 'POST') return { body: page([{ id: 5, title: 'Pilot', status }]) };
        attempts += 1;
        if (attempts === 1)
          return {
            status: 422,
            body: {
              message: 'Some fields are invalid.',
              code: 'validation',
              errors: { published_at: ['Pick a time in the future.'] },
            },
          };
        status = 'published';
        return { body: { id: 5, title: 'Pilot', status } };
      });
      renderPage(<ResourceList resource={videoResource} />, {
        path: '/videos',
        messages: { videos: catalogue },
        permissions: ['list-videos', 'publish-videos'],
      });
      await screen.findByText('Pilot');
      await user.click(row(5).getByRole('button', { name: /Publish/ }));
      // In tests every antd id is "test-id", so the dialog is found by its title rather than by its name.
      const title = await screen.findByText('Publish “Pilot”');
      const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
      // The picker's input, under its label "Publish at".
      const picker = await within(dialog).findByRole('textbox');
      expect(within(dialog).getByText('Publish at').getAttribute('for')).toBe(picker.id);
      await user.click(picker);
      // Enter takes the typed instant and, the dialog's form having one field, sends it.
      await user.keyboard('2030-03-01 10:30{Enter}');

      const field = picker.closest<HTMLElement>('.ant-form-item')!;
      expect(await within(field).findByText('Pick a time in the future.')).toBeTruthy();
      const sent = { published_at: new Date(2030, 2, 1, 10, 30).toISOString() };
      expect(posts(fetchMock)).toEqual([['/api/videos/5/publish', sent]]);

      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Published.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(posts(fetchMock)).toHaveLength(2);
      await waitFor(() => expect(row(5).getByText('published')).toBeTruthy());
      expect(row(5).queryByRole('button', { name: /Publish/ })).toBeNull();
    },
  );
});

type Comment = { id: number; text: string; status: 'active' | 'disabled'; reported: boolean };
const commentResource = defineResource<Comment>({
  ns: 'comments',
  path: '/comments',
  api: resourceApi<Comment>('comments'),
  permissions: { list: 'list-comments', delete: 'delete-comments' },
  titleOf: (comment) => comment.text,
  fields: [{ name: 'text', label: 'fields.title' }],
  actions: [
    {
      name: 'enable',
      permission: 'enable-comments',
      label: 'actions.enable',
      icon: <CheckCircleOutlined />,
      visible: (c) => c.status === 'disabled',
      success: 'actions.done',
    },
    {
      name: 'disable',
      permission: 'disable-comments',
      label: 'actions.disable',
      icon: <StopOutlined />,
      visible: (c) => c.status === 'active',
      success: 'actions.done',
    },
    { name: 'ban', permission: 'ban-comments', label: 'actions.ban', icon: <StopOutlined />, success: 'actions.done' },
    {
      name: 'rejectReport',
      permission: 'reject-report-comments',
      label: 'actions.rejectReport',
      icon: <FlagOutlined />,
      visible: (c) => c.reported,
      success: 'actions.done',
    },
  ],
});

describe('a row with many actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows up to three inline; with more, the first two and the rest under "More"', { timeout: 60_000 }, async () => {
    const fetchMock = mockFetch((method) => ({
      body:
        method === 'POST'
          ? {}
          : page([
              { id: 1, text: 'Nice', status: 'active', reported: false },
              { id: 2, text: 'Spam', status: 'active', reported: true },
            ]),
    }));
    renderPage(<ResourceList resource={commentResource} />, {
      path: '/comments',
      messages: { comments: catalogue },
      permissions: [
        'list-comments',
        'delete-comments',
        'enable-comments',
        'disable-comments',
        'ban-comments',
        'reject-report-comments',
      ],
    });
    await screen.findByText('Spam');
    expect(await rowActions(1)).toEqual(['Disable', 'Ban the author', 'Delete']);
    expect(await rowActions(2)).toEqual(['Disable', 'Ban the author', 'Reject report', 'Delete']);

    await user.click(row(2).getByRole('button', { name: 'More actions for “Spam”' }));
    const reject = await screen.findByRole('button', { name: /Reject report/ });
    expect(within(reject.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: /Delete/ })).toBeTruthy();
    // An action without a question runs on click; the popover closes once it has worked.
    await user.click(reject);
    expect(await screen.findByText('Done.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([['/api/comments/2/rejectReport', undefined]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Reject report/ })).toBeNull());
  });
});
