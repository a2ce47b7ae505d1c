import type { Video as VideoWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Video = Camelize<VideoWire>;

export const videosApi = resourceApi<Video>('videos');
