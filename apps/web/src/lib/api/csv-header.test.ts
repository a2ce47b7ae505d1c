import { describe, expect, it } from 'vitest';
import { relabelCsvHeader } from './csv-header';

const labels: Record<string, string> = { serial_number: '编号', title: 'Title, English', views: 'The "views"' };

describe('relabelCsvHeader', () => {
  it('relabels the header only, quoting a label that needs it, keeping unknown names and the byte-order mark', () => {
    const csv = '\uFEFFid,serial_number,title,views\r\n1,serial_number,"A, b",3\r\n';
    expect(relabelCsvHeader(csv, (name) => labels[name])).toBe(
      '\uFEFFid,编号,"Title, English","The ""views"""\r\n1,serial_number,"A, b",3\r\n',
    );
  });

  it('reads a file of a header alone, without a byte-order mark', () => {
    expect(relabelCsvHeader('serial_number,title', (name) => labels[name])).toBe('编号,"Title, English"');
  });
});
