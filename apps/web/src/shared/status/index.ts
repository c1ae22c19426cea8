export { StatusTag } from './StatusTag';
export { SuccessIcon } from './SuccessIcon';
