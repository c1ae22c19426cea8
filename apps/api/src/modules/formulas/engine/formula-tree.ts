// A checked formula: only what the language allows. The evaluator is built from this tree, never from the
// parser's output, so nothing the checker did not look at can reach mathjs' compiler.
import { type FormulaFunction } from './formula-functions.js';

export const UNARY_OPERATORS = { unaryMinus: '-', unaryPlus: '+', not: 'not' } as const;

export const BINARY_OPERATORS = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
  pow: '^',
  smaller: '<',
  smallerEq: '<=',
  larger: '>',
  largerEq: '>=',
  equal: '==',
  unequal: '!=',
  and: 'and',
  or: 'or',
} as const;

export type UnaryOperator = keyof typeof UNARY_OPERATORS;
export type BinaryOperator = keyof typeof BINARY_OPERATORS;

export type FormulaTree =
  | { kind: 'number'; value: number }
  | { kind: 'input'; name: string }
  | { kind: 'unary'; fn: UnaryOperator; arg: FormulaTree }
  | { kind: 'binary'; fn: BinaryOperator; left: FormulaTree; right: FormulaTree }
  | { kind: 'conditional'; condition: FormulaTree; whenTrue: FormulaTree; whenFalse: FormulaTree }
  | { kind: 'call'; name: FormulaFunction; args: FormulaTree[] };

export function isUnaryOperator(fn: string): fn is UnaryOperator {
  return Object.hasOwn(UNARY_OPERATORS, fn);
}

export function isBinaryOperator(fn: string): fn is BinaryOperator {
  return Object.hasOwn(BINARY_OPERATORS, fn);
}
