/** The storefront staff curate: blocks, banners, advertisement slots, site texts, SEO entries and the FAQ. */
export { blocksModule } from './blocks.js';
export { bannersModule } from './banners.js';
export { advertisementsModule } from './advertisements.js';
export { informationsModule } from './informations.js';
export { seosModule } from './seos.js';
export { questionsModule } from './questions.js';
