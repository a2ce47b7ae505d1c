import { describe, expect, it } from 'vitest';
import { titleKey } from './title';

describe('titleKey', () => {
  it("reads a feature's title in the menu namespace", () => {
    expect(titleKey('tags:title.list')).toBe('menu:tags.list');
    expect(titleKey('profile:title')).toBe('menu:profile');
  });

  it('leaves any other key as it is', () => {
    expect(titleKey('app:menu.permissions')).toBe('app:menu.permissions');
    expect(titleKey('errors:notFound.heading')).toBe('errors:notFound.heading');
  });
});
