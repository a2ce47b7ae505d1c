/** The storefront staff curate: blocks, banners, advertisement slots, site texts, SEO entries and the FAQ. */
export { storefrontModule } from './live.js';
export { advertisementsModule } from './advertisements.js';
export { informationsModule } from './informations.js';
export { seosModule } from './seos.js';
export { questionsModule } from './questions.js';
