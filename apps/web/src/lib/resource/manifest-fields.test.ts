import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, manifest } from '@backlot/contract';
import { recordFieldsOf } from '../record-fields';
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

  it('leave out what the presentation hides everywhere', () => {
    expect(fieldsOf<Scene>(scenes, { views: false }).map((f) => f.name)).not.toContain('views');
  });

  it('describe the written fields for the audit log, with the labels of an enum’s values', () => {
    expect(recordFieldsOf('videos', scenes)).toEqual({
      ns: 'videos',
      fields: {
        serialNumber: { label: 'fields.serialNumber' },
        videoType: { label: 'fields.videoType', values: { full: 'videoType.full', clip: 'videoType.clip' } },
        isFree: { label: 'fields.isFree' },
      },
    });
  });
});
