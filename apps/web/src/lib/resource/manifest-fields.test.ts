import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, manifest } from '@backlot/contract';
import { recordFieldsOf } from '../record-fields';
import type { Field } from './field';
import { fieldsOf } from './manifest-fields';

const scenes = manifest({
  resource: 'videos',
  fields: {
    id: field.id(),
    serial_number: field.text(16).sortable().searched(),
    video_type: field.enumOf(['full', 'clip']).default('clip'),
    is_free: field.flag(),
    views: field.answer(z.number().int()),
    ...field.timestamps(),
  },
  nameField: 'serial_number',
  defaultSort: '-created_at',
});
type Scene = { id: number; serialNumber: string; videoType: string; isFree: boolean; views: number };

describe('fields from a manifest', () => {
  it('label each field by its name, control it by its kind, and start a new record at its default', () => {
    const fields = fieldsOf<Scene>(scenes, { isFree: { width: 90 } });
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['id', 'resource:fields.id'],
      ['serialNumber', 'fields.serialNumber'],
      ['videoType', 'fields.videoType'],
      ['isFree', 'fields.isFree'],
      ['views', 'fields.views'],
      ['createdAt', 'resource:fields.createdAt'],
      ['updatedAt', 'resource:fields.updatedAt'],
    ]);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.serialNumber).toMatchObject({ sortable: true, hideInForm: undefined });
    expect(byName.videoType).toMatchObject({ valueType: 'select', defaultValue: 'clip' });
    expect(byName.videoType!.options).toEqual([
      { value: 'full', label: 'videoType.full', color: undefined },
      { value: 'clip', label: 'videoType.clip', color: undefined },
    ]);
    expect(byName.isFree).toMatchObject({ valueType: 'boolean', width: 90 });
    expect(byName.views).toMatchObject({ hideInForm: true });
  });

  it('pick a reference among its resource’s records and read it as the name beside it', () => {
    const releases = manifest({
      resource: 'model-releases',
      fields: {
        id: field.id(),
        model_id: field.reference('models'),
        model_name: field.answer(z.string()),
        video_id: field.reference('videos'),
        video_title: field.answer(z.string()),
      },
      nameField: 'model_name',
      defaultSort: 'id',
    });
    type Release = { id: number; modelId: number; modelName: string; videoId: number; videoTitle: string };
    const fields = fieldsOf<Release>(releases);
    expect(fields.map((f) => f.name)).toEqual(['id', 'modelId', 'videoId']);
    const [, modelId, videoId] = fields;
    expect(modelId).toMatchObject({ valueType: 'record', relation: { path: 'models' } });
    const t = ((key: string) => key) as unknown as Parameters<NonNullable<Field<Release>['render']>>[1];
    const release = { id: 1, modelId: 7, modelName: 'Ava', videoId: 9, videoTitle: 'Dawn' };
    expect([modelId!.render!(release, t, 'en'), videoId!.render!(release, t, 'en')]).toEqual(['Ava', 'Dawn']);
    expect(modelId!.relation!.labelOf({ id: 7, name: 'Ava' })).toBe('Ava');
  });

  it('edit rich text as HTML and amounts as money, and place a reading of other fields and the fields shown first', () => {
    const notes = manifest({
      resource: 'posts',
      fields: { id: field.id(), body: field.html(100), is_free: field.flag(), price: field.money() },
      nameField: 'body',
      defaultSort: 'id',
    });
    type Note = { id: number; body: string; isFree: boolean; price: string };
    const reading = { name: 'length', label: 'fields.length', after: 'body', render: (note: Note) => note.body.length };
    const fields = fieldsOf<Note>(notes, {}, { readings: [reading] });
    expect(fields.map((f) => f.name)).toEqual(['id', 'body', 'length', 'isFree', 'price']);
    expect(fields[1]).toMatchObject({ valueType: 'html' });
    expect(fields[4]).toMatchObject({ valueType: 'money' });
    expect(fields[2]).toMatchObject({ label: 'fields.length', hideInForm: true });
    expect(fields[2]).not.toHaveProperty('after');
    expect(fieldsOf<Note>(notes, {}, { readings: [{ ...reading, after: 'none' }] }).at(-1)?.name).toBe('length');
    const leading = fieldsOf<Note>(notes, {}, { readings: [reading], leading: ['id', 'price', 'length'] });
    expect(leading.map((f) => f.name)).toEqual(['id', 'price', 'length', 'body', 'isFree']);
  });

  it('show a write-only field on the form only', () => {
    const accounts = manifest({
      resource: 'admins',
      fields: { id: field.id(), password: field.writeOnly('text', z.string()) },
      nameField: 'id',
      defaultSort: 'id',
    });
    const [, password] = fieldsOf<{ id: number }>(accounts, {});
    expect(password).toMatchObject({ name: 'password', hideInTable: true, hideInDetail: true });
    expect(password).not.toHaveProperty('hideInForm', true);
  });

  it('leave out what the presentation hides everywhere', () => {
    expect(fieldsOf<Scene>(scenes, { views: false }).map((f) => f.name)).not.toContain('views');
  });

  it('describe the written fields for the audit log, the actions’ state and instants, with enum values’ labels', () => {
    const published = manifest({
      resource: 'videos',
      fields: {
        ...scenes.fields,
        status: field.state(['draft', 'published']),
        published_at: field.of('instant', z.string().nullable()),
      },
      nameField: 'serial_number',
      defaultSort: 'id',
    });
    expect(recordFieldsOf('videos', published)).toEqual({
      ns: 'videos',
      fields: {
        serialNumber: { label: 'fields.serialNumber' },
        videoType: { label: 'fields.videoType', values: { full: 'videoType.full', clip: 'videoType.clip' } },
        isFree: { label: 'fields.isFree' },
        status: { label: 'fields.status', values: { draft: 'status.draft', published: 'status.published' } },
        publishedAt: { label: 'fields.publishedAt' },
      },
    });
  });

  it('read an enum’s values in another group, permission lists by their labels, and what else the entries record', () => {
    const plans = manifest({
      resource: 'plans',
      fields: {
        id: field.id(),
        once_unit: field.enumOf(['day', 'month']),
        grants: field.of('other', z.array(z.string()), z.array(z.string())),
        note: field.optionalText(20),
        currency: field.answer(z.string()),
        subscribers: field.count(),
      },
      nameField: 'id',
      defaultSort: 'id',
    });
    const options = { values: { onceUnit: 'unit' }, permissions: ['grants'], kept: ['currency', 'note', 'secret'] };
    expect(recordFieldsOf('plans', plans, options)).toEqual({
      ns: 'plans',
      fields: {
        onceUnit: { label: 'fields.onceUnit', values: { day: 'unit.day', month: 'unit.month' } },
        grants: { label: 'fields.grants', permissions: true },
        currency: { label: 'fields.currency' },
        note: { label: 'fields.note' },
        secret: { label: 'fields.secret' },
      },
    });
    expect(Object.keys(recordFieldsOf('plans', plans, options).fields)).toEqual([
      'onceUnit',
      'grants',
      'currency',
      'note',
      'secret',
    ]);
  });
});
