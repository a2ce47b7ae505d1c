import { render, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableAccessibility } from './table-accessibility';

function renderTable(data: { id: number; name: string }[]) {
  render(
    <>
      <TableAccessibility />
      <Table
        rowKey="id"
        scroll={{ x: 800 }}
        columns={[
          { key: 'name', dataIndex: 'name', title: 'Name' },
          { key: 'id', dataIndex: 'id', title: 'ID', fixed: 'right' },
        ]}
        dataSource={data}
      />
    </>,
  );
}

const box = () => document.querySelector<HTMLElement>('.ant-table-content');

/** A browser's ResizeObserver reports each element once it is laid out (jsdom has none). */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    requestAnimationFrame(() => this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

describe('a table', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("keeps the row antd measures columns with (it repeats the headers' controls) out of the focus order", async () => {
    renderTable([{ id: 1, name: 'Red' }]);
    const rows = () => document.querySelectorAll('.ant-table-measure-row');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect([...rows()].every((row) => row.hasAttribute('inert'))).toBe(true));
  });

  it('that scrolls sideways with nothing to focus in it takes the focus itself, so the keyboard scrolls it', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    renderTable([{ id: 1, name: 'Red' }]);
    await waitFor(() => expect(box()?.tabIndex).toBe(0));
  });

  it('that fits its box is no tab stop', async () => {
    renderTable([{ id: 1, name: 'Red' }]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box()?.hasAttribute('tabindex')).toBe(false);
  });
});
