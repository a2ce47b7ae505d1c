/** Which saved view of a list is picked: "all" without filters, a view whose filters are exactly the URL's, else none. */
import { describe, expect, it } from 'vitest';
import { activeView, type ListView } from './list-views';

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
