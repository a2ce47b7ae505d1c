import type { Post as PostWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Post = Camelize<PostWire>;

export const postsApi = resourceApi<Post>('posts');
