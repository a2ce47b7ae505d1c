import type { SourceLanguage } from '@backlot/contract';

/** Texts of one namespace, possibly nested: `{ menu: { tags: 'Tags' } }`. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * What every `features/<name>/messages.ts` exports as `messages`: the same keys in each language, written in
 * zh-CN and en; the build adds `zh-TW`, converted from zh-CN (build/traditional.ts).
 */
export type FeatureMessages = Readonly<Record<SourceLanguage, MessageTree>> & { readonly 'zh-TW'?: MessageTree };

/** namespace -> messages: the namespaces present from the start (`src/app/messages.ts`). */
export type MessageCatalogue = Readonly<Record<string, FeatureMessages>>;

/** namespace -> the import of its messages module: namespaces loaded with the pages that use them. */
export type MessageLoaders = Readonly<Record<string, () => Promise<{ messages: FeatureMessages }>>>;
