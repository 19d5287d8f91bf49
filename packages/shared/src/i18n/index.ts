/** `@sewamudah/shared/i18n`: the full catalogue and its formatter (server, build tools, tests). */
export * from './catalogue.js';
export * from './languages.js';
export * from './rich.js';
export * from './schema-issues.js';
export * from './translate.js';
export * from './tree.js';
