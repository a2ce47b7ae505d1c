import { describe, expect, it } from 'vitest';
import { dateRange, enumFilter, filters, flagFilter, idFilter, textFilter } from '@backlot/contract';
import { contractFilters } from './contract-filters';
import { pickedBy } from './picked-by';
import { flagOptions } from './options';

describe('contractFilters', () => {
  it('offers every filter the contract declares, in its order, under the parameter names the server reads', () => {
    const declared = filters({
      status: enumFilter(['open', 'closed']),
      free: flagFilter(),
      site_id: idFilter(),
      created: dateRange(),
      member_email: textFilter(),
    });
    const statuses = [{ value: 'open', label: 'status.open' }];
    const specs = contractFilters(declared, {
      status: { label: 'fields.status', options: statuses },
      free: { label: 'fields.free' },
      site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
      created: { label: 'fields.created' },
      member_email: { label: 'fields.email' },
    });
    expect(specs.map(({ input: _input, ...spec }) => spec)).toEqual([
      { name: 'status', label: 'fields.status', type: 'select', options: statuses },
      { name: 'free', label: 'fields.free', type: 'select', options: flagOptions },
      { name: 'siteId', label: 'fields.site', type: 'number' },
      { name: 'created', label: 'fields.created', type: 'dateRange', range: ['createdFrom', 'createdTo'] },
      { name: 'memberEmail', label: 'fields.email', type: 'text' },
    ]);
    expect(specs[2]!.input).toBeTruthy();
  });
});
