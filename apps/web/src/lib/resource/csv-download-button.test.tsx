/**
 * A CSV download for staff: its header row in their language, or with the API's column names when they ask;
 * the byte-order mark kept so a spreadsheet reads the file as UTF-8.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './testing/render-page';
import { CsvDownloadButton } from './csv-download-button';

const user = userEvent.setup({ delay: null });
const CSV = '\uFEFFserial_number,title,views\r\nBL-1,Night,3\r\n';
const labels: Record<string, string> = { serial_number: 'Serial number', title: 'Title' };

afterEach(() => vi.unstubAllGlobals());

/** The saved file's bytes (jsdom's Blob has no `arrayBuffer`). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
/** Its text, the byte-order mark kept. */
const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));

it("saves the file with the staff's labels, or with the API's names from the menu", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })),
  );
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:x';
  });
  URL.revokeObjectURL = vi.fn();
  renderPage(
    <CsvDownloadButton path="/videos/exportCsv" fileName="videos.csv" label="Export CSV" labelOf={(n) => labels[n]} />,
  );

  await user.click(await screen.findByRole('button', { name: /Export CSV/ }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect([...(await bytesOf(saved[0]!)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(await textOf(saved[0]!)).toBe('\uFEFFSerial number,Title,views\r\nBL-1,Night,3\r\n');

  await user.click(screen.getByRole('button', { name: 'More ways to download' }));
  await user.click(await screen.findByText('With the API’s column names'));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(await textOf(saved[1]!)).toBe(CSV);
});
