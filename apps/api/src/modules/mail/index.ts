// The mail area's public face: the mail service, its module and the templates' data types.
export * from './mail.module.js';
export * from './mail.service.js';
export * from './templates/index.js';
export type { MailAttachment } from './templates/layout.js';
