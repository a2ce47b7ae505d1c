/** Which saved view of a list is picked: "all" without filters, a view whose filters are exactly the URL's, else none. */
import { describe, expect, it } from 'vitest';
import { activeView, type ListView, type ViewTab } from './list-views';

const views: ListView[] = [
  { key: 'mine', label: 'views.mine', filters: { assigned: 'me', status: 'open' } },
  { key: 'open', label: 'views.open', filters: { status: 'open' } },
];

describe('activeView', () => {
  it('is "all" without a filter, empty values counting as none', () => {
    expect(activeView(views, {})).toBe('all');
    expect(activeView(views, { q: '', status: undefined })).toBe('all');
  });

  it('is the view whose filters are exactly the URL’s, in any order', () => {
    expect(activeView(views, { status: 'open', assigned: 'me' })).toBe('mine');
    expect(activeView(views, { status: 'open' })).toBe('open');
  });

  it('is none once a filter is added or changed by hand', () => {
    expect(activeView(views, { assigned: 'me', status: 'open', q: 'refund' })).toBeUndefined();
    expect(activeView(views, { assigned: 'me', status: 'waiting' })).toBeUndefined();
    expect(activeView(views, { assigned: 'me' })).toBeUndefined();
  });
});

describe('activeView of saved views', () => {
  const saved: ViewTab[] = [
    {
      key: 'saved-1',
      label: 'Newest drafts',
      filters: { status: 'draft' },
      sort: { value: '-created_at', own: false },
    },
    { key: 'saved-2', label: 'By name', filters: {}, sort: { value: 'name', own: false } },
    { key: 'saved-3', label: 'Plain', filters: {}, sort: { value: 'id', own: true } },
  ];

  it('is the saved view while both its filters and its order are the list’s', () => {
    expect(activeView(saved, { status: 'draft' }, '-created_at')).toBe('saved-1');
    expect(activeView(saved, { status: 'draft' }, 'name')).toBeUndefined();
  });

  it('is a view of no filter only when it sets another order than the list’s own', () => {
    expect(activeView(saved, {}, 'name')).toBe('saved-2');
    expect(activeView(saved, {}, 'id')).toBe('all');
  });
});
