// The audit area's public face: what other areas may use. Its entity is private.
export { AuditModule } from './audit.module.js';
export { AuditEvent, type AuditEntry, AuditService, withoutSecrets } from './audit.service.js';
export { AuditedWrites } from './audited-writes.service.js';
export { AuditLogEntryView } from './view/audit-view.types.js';
