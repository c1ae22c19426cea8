// The documents area's public face: stored documents, PDF rendering and the document templates.
export * from './documents-worker.module.js';
export * from './documents.module.js';
export * from './documents.service.js';
export * from './pdf-renderer.js';
export * from './templates/dna-analysis.template.js';
export * from './templates/index.js';
export * from './templates/layout.js';
export * from './templates/micronutrients.template.js';
export * from './templates/order-confirmation.template.js';
export * from './attachment.js';
export * from './templates/patient-data-export.template.js';
