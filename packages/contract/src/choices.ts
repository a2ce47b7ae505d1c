/**
 * The closed sets of values content records take (states, types, genders), as plain arrays with no schema:
 * what only lists them (the menu's pages, a filter's options) imports them without loading zod. Each
 * resource's schemas build on them.
 */
export const VIDEO_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export const VIDEO_TYPES = ['full', 'clip', 'behind_the_scenes'] as const;
export const MODEL_GENDERS = ['female', 'male', 'trans', 'non_binary'] as const;
export const POST_STATUSES = ['draft', 'published'] as const;
export const COOPERATION_STATUSES = ['open', 'solved', 'archived'] as const;
