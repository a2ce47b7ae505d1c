import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { enumFilter, filters } from './filters.js';
import { field, manifest } from './manifest.js';

const plays = manifest({
  resource: 'tags',
  fields: {
    id: field.id(),
    title: field.text(20).sortable().searched(),
    kind: field.enumOf(['full', 'clip']).default('full'),
    note: field.optionalText(10),
    ...field.timestamps(),
  },
  nameField: 'title',
  defaultSort: '-created_at',
  filters: filters({ kind: enumFilter(['full', 'clip']) }),
  refine: { create: { check: (body) => body.title !== 'nope', message: 'msg.required', path: 'title' } },
});

describe('a manifest', () => {
  it('answers every field and types the record', () => {
    const record = { id: 1, title: 'A', kind: 'clip', note: null, created_at: '2026-01-01T00:00:00Z' };
    expect(plays.entity.parse({ ...record, updated_at: record.created_at })).toMatchObject(record);
    expectTypeOf<ReturnType<typeof plays.entity.parse>>().toEqualTypeOf<{
      id: number;
      title: string;
      kind: 'full' | 'clip';
      note: string | null;
      created_at: string;
      updated_at: string;
    }>();
  });

  it('creates from the writable fields, with their defaults, refusing the rest', () => {
    expect(plays.create.parse({ title: ' A ' })).toEqual({ title: 'A', kind: 'full' });
    const refused = plays.create.safeParse({ title: 'A', id: 3, created_at: '2026-01-01T00:00:00Z' });
    expect(refused.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
    expect(plays.create.safeParse({ title: 'nope' }).error?.issues[0]).toMatchObject({
      message: 'msg.required',
      path: ['title'],
    });
  });

  it('updates any writable field alone, with no default filled in', () => {
    expect(plays.update.parse({ note: '' })).toEqual({ note: '' });
    expect(plays.update.parse({})).toEqual({});
    expect(plays.update.safeParse({ title: 'x'.repeat(21) }).success).toBe(false);
  });

  it('lists by its sortable fields and its filters', () => {
    expect(plays.sortKeys).toEqual(['id', 'title', 'created_at']);
    expect(plays.listQuery.parse({ sort: '-title', kind: 'clip' })).toMatchObject({ sort: '-title', kind: 'clip' });
    expect(plays.listQuery.safeParse({ sort: 'note' }).success).toBe(false);
  });

  it('answers null and takes none or null for a nullable field, checking what it is given', () => {
    const prices = manifest({
      resource: 'plans',
      fields: {
        id: field.id(),
        price: field.money().nullable(),
        unit: field.enumOf(['day', 'month']).nullable(),
        currency: field.currency().default('USD'),
        starts_at: field.datetime(),
        slot: field.enumOf(['top', 'side']).readOnly(),
        image_id: field.file(),
        plan_ids: field.ids(2).default([]),
      },
      nameField: 'id',
      defaultSort: 'id',
    });
    const at = '2026-01-01T00:00:00Z';
    expect(prices.create.parse({ price: null, starts_at: at })).toEqual({
      price: null,
      currency: 'USD',
      starts_at: at,
      plan_ids: [],
    });
    expect(prices.create.safeParse({ price: 'ten', starts_at: at }).success).toBe(false);
    expect(prices.update.parse({ unit: null, currency: 'eur' })).toEqual({ unit: null, currency: 'EUR' });
    expect(
      prices.entity.parse({
        id: 1,
        price: null,
        unit: null,
        currency: 'USD',
        starts_at: at,
        slot: 'top',
        image_id: 3,
        plan_ids: [],
      }),
    ).toMatchObject({
      price: null,
    });
    expect(prices.fields.price.kind).toBe('money');
    expect(prices.fields.slot.traits.values).toEqual(['top', 'side']);
    expect(prices.update.safeParse({ slot: 'top' }).success).toBe(false);
    expect(prices.update.parse({ image_id: null })).toEqual({ image_id: null });
    expect(prices.update.safeParse({ image_id: 0 }).success).toBe(false);
    expect(prices.update.safeParse({ plan_ids: [1, 2, 3] }).success).toBe(false);
    expect(() => field.flag().default(true).nullable()).toThrow('before it has a default');
  });

  it('refuses a default order on a field that does not sort', () => {
    const declare = () =>
      manifest({ resource: 'tags', fields: { id: field.id() }, nameField: 'id', defaultSort: 'name' });
    expect(declare).toThrow('the default sort is not a sortable field');
  });

  it('takes a write-only field in bodies and never answers it', () => {
    const accounts = manifest({
      resource: 'admins',
      fields: {
        id: field.id(),
        name: field.text(20),
        password: field.writeOnly('text', z.string().min(8)),
        role_ids: field.writeOnly('other', z.array(z.number().int())).optionalOnCreate(),
      },
      nameField: 'name',
      defaultSort: 'id',
    });
    expect(Object.keys(accounts.entity.shape)).toEqual(['id', 'name']);
    expectTypeOf<ReturnType<typeof accounts.entity.parse>>().toEqualTypeOf<{ id: number; name: string }>();
    expect(accounts.create.parse({ name: 'A', password: 'x'.repeat(8) })).toEqual({ name: 'A', password: 'xxxxxxxx' });
    expect(accounts.create.safeParse({ name: 'A', role_ids: [] }).success).toBe(false);
    expect(accounts.update.parse({ role_ids: [1] })).toEqual({ role_ids: [1] });
    expect(accounts.fields.password.traits.writeOnly).toBe(true);
  });

  it('keeps a read-only manifest free of writable fields', () => {
    const runs = { id: field.id(), state: field.state(['open', 'done']), ...field.timestamps() };
    const runManifest = manifest({
      resource: 'jobs',
      fields: runs,
      nameField: 'id',
      defaultSort: 'id',
      readOnly: true,
    });
    expect(runManifest.readOnly).toBe(true);
    const noted = { ...runs, note: field.optionalText(10) };
    const declare = () =>
      manifest({ resource: 'jobs', fields: noted, nameField: 'id', defaultSort: 'id', readOnly: true });
    expect(declare).toThrow('a read-only manifest has writable fields (note)');
  });

  it('takes as bulk actions only its transitions that run without a body, and delete', () => {
    const fields = { id: field.id(), state: field.state(['open', 'done']), ...field.timestamps() };
    const declare = (bulk: string[]) =>
      manifest({
        resource: 'jobs',
        fields,
        nameField: 'id',
        defaultSort: 'id',
        transitions: {
          field: 'state',
          actions: {
            close: { from: ['open'], body: z.strictObject({ note: z.string().optional() }) },
            reply: { from: ['open'], body: z.strictObject({ text: z.string() }) },
          },
        },
        bulk,
      });
    expect(declare(['close', 'delete']).bulk).toEqual(['close', 'delete']);
    expect(() => declare(['open'])).toThrow('its bulk action open is none of its transitions');
    expect(() => declare(['reply'])).toThrow('its bulk action reply needs a body');
  });
});
