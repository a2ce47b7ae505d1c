/** A video's page shows the site's counters in a card of their own, each by its label; on a phone above it. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../lib/resource/testing/render-page';
import { ResourceDetail } from '../../lib/resource';
import { messages as videos } from './messages';
import { videoResource } from './resource';
import { videoWire } from './video.fixture';

const video = {
  ...videoWire,
  views: 1200,
  original_views: 900,
  subscriber_trailer_views: 310,
  visitor_trailer_views: 4500,
  likes: 87,
  dislikes: 3,
};

afterEach(() => vi.unstubAllGlobals());

function showVideo() {
  mockFetch((_method, url) => (url.pathname === '/api/videos/5' ? { body: video } : { body: [] }));
  renderPage(<ResourceDetail resource={videoResource} />, {
    path: '/videos/:id/show',
    url: '/videos/5/show',
    messages: { videos },
    permissions: ['list-videos'],
  });
}

it("shows the video's views, trailer views, likes and dislikes in an Audience card", async () => {
  showVideo();
  const card = (await screen.findByText('Audience')).closest('.ant-card') as HTMLElement;
  // Each label's cell is followed by its value's.
  const valueOf = (label: string) => within(card).getByText(label).closest('th')?.nextElementSibling?.textContent;
  expect(valueOf('Views')).toBe('1200');
  expect(valueOf('Original views')).toBe('900');
  expect(valueOf('Trailer views (subscribers)')).toBe('310');
  expect(valueOf('Trailer views (visitors)')).toBe('4500');
  expect(valueOf('Likes')).toBe('87');
  expect(valueOf('Dislikes')).toBe('3');
});

it('puts each label above its value on a phone, so a long value or a picture keeps within the screen', async () => {
  const width = window.innerWidth;
  window.innerWidth = 390;
  try {
    showVideo();
    const card = (await screen.findByText('Audience')).closest('.ant-card') as HTMLElement;
    const labelRow = within(card).getByText('Original views').closest('tr');
    expect(labelRow?.textContent).not.toContain('900');
    expect(labelRow?.nextElementSibling?.textContent).toBe('900');
  } finally {
    window.innerWidth = width;
  }
});
