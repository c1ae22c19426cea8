export { DataTable, SkeletonRows, Td, Th } from './DataTable';
