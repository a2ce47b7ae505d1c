export * from './access.js';
export * from './audit.js';
export * from './catalogue.js';
export * from './sites.js';
export * from './files.js';
export * from './videos.js';
export * from './galleries.js';
