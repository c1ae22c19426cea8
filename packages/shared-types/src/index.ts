export * from './money.js';
export * from './dates.js';
export * from './enums.js';
export * from './pagination.js';
export * from './account-rules.js';
export * from './micronutrient-rules.js';
export * from './text-rules.js';
export * from './shop.js';
