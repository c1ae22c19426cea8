// The support contact comes from the operator's configuration (useOperator); nothing is hard-coded here.
export { dialable, type Operator, useOperator } from './useOperator';
