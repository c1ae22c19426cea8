// The two mathjs instances (number-only). The parser instance only parses; nothing it returns is compiled.
// The evaluator instance is built from the factories a formula needs and nothing else, so import, parse,
// evaluate, createUnit, simplify, ... do not exist where a formula runs.
import {
  absDependencies,
  addDependencies,
  andDependencies,
  ceilDependencies,
  ConditionalNodeDependencies,
  ConstantNodeDependencies,
  create,
  equalDependencies,
  factory,
  floorDependencies,
  FunctionNodeDependencies,
  largerDependencies,
  largerEqDependencies,
  type MathNode,
  maxDependencies,
  minDependencies,
  multiplyDependencies,
  notDependencies,
  OperatorNodeDependencies,
  orDependencies,
  parseDependencies,
  powDependencies,
  roundDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  SymbolNodeDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
} from 'mathjs/number';
import { clamp, known, valueOr } from './formula-functions.js';
import { BINARY_OPERATORS, type FormulaTree, UNARY_OPERATORS } from './formula-tree.js';

const NUMBERS_ONLY = { number: 'number' } as const;

const parser = create({ parseDependencies }, NUMBERS_ONLY);

export function parseFormulaText(text: string): MathNode {
  return parser.parse(text);
}

// Evaluation is synchronous and single-threaded, so one flag, reset before each run, says whether a
// division by zero happened in that run.
export const divisionWatch = { byZero: false };

const createDivide = factory('divide', ['typed'] as const, ({ typed }) =>
  typed('divide', {
    'number, number': (dividend: number, divisor: number) => {
      if (divisor === 0) divisionWatch.byZero = true;
      return dividend / divisor;
    },
  }),
);
const createClamp = factory('clamp', ['typed'] as const, ({ typed }) =>
  typed('clamp', { 'number, number, number': clamp }),
);
const createKnown = factory('known', ['typed'] as const, ({ typed }) => typed('known', { number: known }));
const createValueOr = factory('valueOr', ['typed'] as const, ({ typed }) =>
  typed('valueOr', { 'number, number': valueOr }),
);

const evaluator = create(
  {
    absDependencies,
    addDependencies,
    andDependencies,
    ceilDependencies,
    equalDependencies,
    floorDependencies,
    largerDependencies,
    largerEqDependencies,
    maxDependencies,
    minDependencies,
    multiplyDependencies,
    notDependencies,
    orDependencies,
    powDependencies,
    roundDependencies,
    smallerDependencies,
    smallerEqDependencies,
    sqrtDependencies,
    subtractDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    unequalDependencies,
    createDivide,
    createClamp,
    createKnown,
    createValueOr,
    ConditionalNodeDependencies,
    ConstantNodeDependencies,
    FunctionNodeDependencies,
    OperatorNodeDependencies,
    SymbolNodeDependencies,
  },
  NUMBERS_ONLY,
);

/** The names a formula's functions and operators can reach in the evaluator (for the tests). */
export function evaluatorNamespace(): readonly string[] {
  const namespace = (evaluator as unknown as { expression: { mathWithTransform: object } }).expression;
  return Object.keys(namespace.mathWithTransform);
}

export interface MathExpression {
  evaluate(scope: Map<string, number>): unknown;
}

export function compileTree(tree: FormulaTree): MathExpression {
  return toEvaluatorNode(tree).compile();
}

function toEvaluatorNode(tree: FormulaTree): MathNode {
  switch (tree.kind) {
    case 'number':
      return new evaluator.ConstantNode(tree.value);
    case 'input':
      return new evaluator.SymbolNode(tree.name);
    case 'unary':
      return new evaluator.OperatorNode(UNARY_OPERATORS[tree.fn], tree.fn, [toEvaluatorNode(tree.arg)]);
    case 'binary':
      return new evaluator.OperatorNode(BINARY_OPERATORS[tree.fn], tree.fn, [
        toEvaluatorNode(tree.left),
        toEvaluatorNode(tree.right),
      ]);
    case 'conditional':
      return new evaluator.ConditionalNode(
        toEvaluatorNode(tree.condition),
        toEvaluatorNode(tree.whenTrue),
        toEvaluatorNode(tree.whenFalse),
      );
    case 'call':
      return new evaluator.FunctionNode(new evaluator.SymbolNode(tree.name), tree.args.map(toEvaluatorNode));
  }
}
