import { describe, expect, it } from 'vitest';
import { isWide, sectionsOf } from './form-layout';

const entries = (...names: string[]) => names.map((name) => ({ field: { name } }));
const shape = (sections: ReturnType<typeof sectionsOf<{ field: { name: string } }>>) =>
  sections.map((section) => [section.label, section.fields.map((entry) => entry.field.name)]);

describe('sectionsOf', () => {
  it('puts the fields in their declared sections, in the declared order', () => {
    const sections = sectionsOf(entries('a', 'b', 'c'), [
      { name: 'one', fields: ['c', 'a'] },
      { name: 'two', fields: ['b'] },
    ]);
    expect(shape(sections)).toEqual([
      ['sections.one', ['c', 'a']],
      ['sections.two', ['b']],
    ]);
  });

  it('puts the fields no section names in a last section, and leaves out sections with no field on the form', () => {
    const sections = sectionsOf(entries('a', 'b', 'new'), [
      { name: 'one', fields: ['a', 'b'] },
      { name: 'editOnly', fields: ['password'] },
    ]);
    expect(shape(sections)).toEqual([
      ['sections.one', ['a', 'b']],
      ['resource:sections.other', ['new']],
    ]);
  });
});

describe('isWide', () => {
  it('gives rich text, long text and links the whole row, and lets a field say otherwise', () => {
    expect(isWide({ valueType: 'html' })).toBe(true);
    expect(isWide({ valueType: 'textarea' })).toBe(true);
    expect(isWide({ valueType: 'links' })).toBe(true);
    expect(isWide({})).toBe(false);
    expect(isWide({ valueType: 'image' })).toBe(false);
    expect(isWide({ valueType: 'relations' })).toBe(false);
    expect(isWide({ valueType: 'textarea', wide: false })).toBe(false);
    expect(isWide({ valueType: 'text', wide: true })).toBe(true);
  });
});
