import { afterEach, expect, it, vi } from 'vitest';
import { getTargetScrollBarSize } from './rc-util';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The probes laid out in the document to measure a scrollbar, counted from now on. */
function countProbes() {
  const appended = vi.spyOn(document.body, 'appendChild');
  return () => appended.mock.calls.filter(([node]) => (node as Element).id?.startsWith('rc-scrollbar-measure')).length;
}

function box(className: string) {
  const element = document.createElement('div');
  element.className = className;
  return document.body.appendChild(element);
}

it('measures the scrollbar once for every element of a kind (a table mounting again lays nothing out)', () => {
  const first = box('ant-table-content');
  const second = box('ant-table-content');
  const probes = countProbes();
  const size = getTargetScrollBarSize(first);
  expect(getTargetScrollBarSize(second)).toEqual(size);
  expect(probes()).toBe(1);
});

it("measures another kind of element (the page's body, locked under a dialog) apart", () => {
  const table = box('ant-table-body');
  const probes = countProbes();
  getTargetScrollBarSize(table);
  getTargetScrollBarSize(document.body);
  expect(probes()).toBe(2);
});

it('keeps no answer for an element not yet in the document', () => {
  const probes = countProbes();
  const loose = document.createElement('div');
  loose.className = 'ant-table-container';
  getTargetScrollBarSize(loose);
  getTargetScrollBarSize(loose);
  expect(probes()).toBe(2);
});
