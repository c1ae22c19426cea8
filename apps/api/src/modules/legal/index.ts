// The legal area's public face: nothing to import yet; it serves the public `operator` query.
export { OperatorInfo } from './operator.types.js';
