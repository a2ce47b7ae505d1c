/** Videos on the site for tests, and whether the site shows one (the videos' `published` list). */
import type { as } from './client.js';

let serial = 900;

export function publishedVideos(api: ReturnType<typeof as>, files: { cover: number; movie: number }) {
  return {
    /** A new video, published now; its id. */
    async published(title: string): Promise<number> {
      const made = await api.post('/api/videos', {
        serial_number: `BL-${String(++serial).padStart(6, '0')}`,
        title,
        title_cn: title,
        cover_id: files.cover,
        video_file_id: files.movie,
      });
      const published = await api.post(`/api/videos/${made.body.id}/publish`);
      if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
      return made.body.id as number;
    },
    /** Whether the site shows video `id` now. */
    async live(id: number): Promise<boolean> {
      const shown = await api.get('/api/videos?status=published&per_page=200');
      return shown.body.data.some((video: { id: number }) => video.id === id);
    },
  };
}
