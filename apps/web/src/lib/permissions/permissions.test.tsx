import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/store';
import { signedInAdmin } from '../session/testing';
import { Allowed, Can, can, checkRoles, useCan } from './index';

const admin = signedInAdmin({
  id: 1,
  username: 'editor',
  name: 'Editor',
  roles: ['editor'],
  permissions: [{ name: 'list-tags' }],
});

function signInAs(permissions: string[], roles = admin.roles) {
  act(() =>
    sessionStore.set({ token: 't', status: 'ready', admin: { ...admin, roles }, permissions: new Set(permissions) }),
  );
}

afterEach(() => act(() => sessionStore.set({ token: null, status: 'idle', admin: null, permissions: new Set() })));

describe('can and useCan', () => {
  it('answer whether the admin holds a permission', () => {
    signInAs(['list-tags']);
    expect(can('list-tags')).toBe(true);
    expect(can('delete-tags')).toBe(false);
  });

  it('follow a change of session', () => {
    signInAs([]);
    const { result } = renderHook(() => useCan());
    expect(result.current('create-tags')).toBe(false);
    signInAs(['create-tags']);
    expect(result.current('create-tags')).toBe(true);
  });
});

describe('<Can>', () => {
  it('renders its content only with the permission', () => {
    signInAs(['list-tags']);
    render(
      <>
        <Can permission="list-tags">
          <span>visible</span>
        </Can>
        <Can permission="delete-tags" fallback={<span>no delete</span>}>
          <span>delete button</span>
        </Can>
      </>,
    );
    expect(screen.getByText('visible')).toBeTruthy();
    expect(screen.queryByText('delete button')).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
  });
});

describe('checkRoles and <Allowed>', () => {
  it('throws "need roles!" when given no role', () => {
    expect(() => checkRoles([], ['editor'])).toThrow('need roles!');
  });

  it('answers whether one of the roles is held', () => {
    expect(checkRoles(['admin', 'editor'], ['editor'])).toBe(true);
    expect(checkRoles(['admin'], ['editor'])).toBe(false);
  });

  it('hides its content when the admin has none of the roles', () => {
    signInAs([], ['editor']);
    render(
      <>
        <Allowed roles={['editor']}>
          <span>for editors</span>
        </Allowed>
        <Allowed roles={['super-admin']}>
          <span>for super admins</span>
        </Allowed>
      </>,
    );
    expect(screen.getByText('for editors')).toBeTruthy();
    expect(screen.queryByText('for super admins')).toBeNull();
  });
});
