import type { Video as VideoWire } from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Video = Camelize<VideoWire>;

export const videosApi = resourceApi<Video>('videos');

/** One draft per stored video file, all or none; a serial number left out is the next free `BL-` number. */
export type BatchItem = { videoFileId: number; title: string; serialNumber?: string };
export const batchCreateVideos = (items: BatchItem[]) => api.post<{ data: Video[] }>('/videos/batch-create', { items });
