export * from './enums.js';
export * from './users.js';
export * from './properties.js';
export * from './applications.js';
export * from './contracts.js';
export * from './transactions.js';
export * from './complaints.js';
export * from './jobs.js';
