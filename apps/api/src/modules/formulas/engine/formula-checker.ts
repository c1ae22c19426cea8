// The checks at save: length, nesting, syntax, then an allow-list walk over mathjs' parse tree that turns it
// into a FormulaTree. Anything the walk does not know is refused.
import {
  type ConditionalNode,
  type ConstantNode,
  type FunctionNode,
  type MathNode,
  type ParenthesisNode,
  type SymbolNode,
} from 'mathjs/number';
import { type FormulaProblem, type FormulaProblemCode, FormulaRefused } from './formula-errors.js';
import { acceptsArgumentCount, isFormulaFunction, ROUND_DIGITS_MAX } from './formula-functions.js';
import { locateFragment, locateName, locateNumber, tokenAt } from './formula-positions.js';
import {
  BINARY_OPERATORS,
  type FormulaTree,
  isBinaryOperator,
  isUnaryOperator,
  UNARY_OPERATORS,
} from './formula-tree.js';
import { parseFormulaText } from './math-instances.js';

export const MAX_FORMULA_LENGTH = 2000;
export const MAX_FORMULA_NESTING = 30;
export const MAX_NUMBER = 1e9;
export const MAX_EXPONENT = 4;

export type IsKnownInput = (name: string) => boolean;

export interface CheckedFormula {
  tree: FormulaTree;
  /** Sorted, unique. */
  inputs: string[];
}

// mathjs' OperatorNode type is generic over its operator; the walk reads any.
type OperatorNode = MathNode & {
  op: string;
  fn: string;
  args: MathNode[];
  implicit: boolean;
  isPercentage: boolean;
};

const INPUT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Throws FormulaRefused with the first problem found. */
export function checkFormulaText(text: string, isKnownInput: IsKnownInput): CheckedFormula {
  if (text.length > MAX_FORMULA_LENGTH) refuse('tooLong', null, MAX_FORMULA_LENGTH + 1);
  if (text.trim() === '') refuse('empty', null, null);
  const tooDeepAt = firstTooDeepBracket(text);
  if (tooDeepAt !== null) refuse('tooDeep', text[tooDeepAt - 1], tooDeepAt);
  const root = parse(text);
  // Only comments: mathjs parses them to an undefined constant.
  if (
    root.type === 'ConstantNode' &&
    (root as ConstantNode<undefined>).value === undefined &&
    !/undefined/.test(text)
  )
    refuse('empty', null, null);
  const inputs = new Set<string>();
  const tree = new TreeCheck(text, isKnownInput, inputs).check(root, 0);
  return { tree, inputs: [...inputs].sort() };
}

function refuse(code: FormulaProblemCode, fragment: string | null, position: number | null): never {
  const problem: FormulaProblem = {
    code,
    fragment: fragment === null ? null : shortened(fragment),
    position,
  };
  throw new FormulaRefused(problem);
}

// Before parsing: mathjs' parser recurses per bracket, so very deep brackets are refused without it.
function firstTooDeepBracket(text: string): number | null {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(' || char === '[' || char === '{') {
      depth++;
      if (depth > MAX_FORMULA_NESTING) return index + 1;
    } else if (char === ')' || char === ']' || char === '}') depth--;
  }
  return null;
}

function parse(text: string): MathNode {
  try {
    return parseFormulaText(text);
  } catch (error) {
    if (error instanceof RangeError) refuse('tooDeep', null, null);
    const char = (error as { char?: unknown }).char;
    if (typeof char === 'number') refuse('syntax', tokenAt(text, char), char);
    refuse('syntax', null, null);
  }
}

class TreeCheck {
  constructor(
    private readonly text: string,
    private readonly isKnownInput: IsKnownInput,
    private readonly inputs: Set<string>,
  ) {}

  // Nesting counts brackets, calls, operands and branches; the left operand of a chain (`a + b + c`) and the
  // else branch of an else-if chain stay on their parent's level, as a reader sees them.
  check(node: MathNode, depth: number): FormulaTree {
    if (depth > MAX_FORMULA_NESTING) refuse('tooDeep', null, null);
    switch (node.type) {
      case 'ParenthesisNode':
        return this.check((node as ParenthesisNode).content, depth + 1);
      case 'ConstantNode':
        return this.constant(node as ConstantNode);
      case 'SymbolNode':
        return this.input(node as SymbolNode);
      case 'OperatorNode':
        return this.operator(node as OperatorNode, depth);
      case 'ConditionalNode': {
        const { condition, trueExpr, falseExpr } = node as ConditionalNode;
        return {
          kind: 'conditional',
          condition: this.check(condition, depth + 1),
          whenTrue: this.check(trueExpr, depth + 1),
          whenFalse: this.check(falseExpr, falseExpr.type === 'ConditionalNode' ? depth : depth + 1),
        };
      }
      case 'FunctionNode':
        return this.call(node as FunctionNode<MathNode>, depth);
      default:
        return this.refuseNode('forbiddenConstruct', node);
    }
  }

  private constant(node: ConstantNode): FormulaTree {
    const value: unknown = node.value;
    if (typeof value !== 'number') return this.refuseNode('forbiddenConstruct', node);
    if (Math.abs(value) > MAX_NUMBER) {
      const { fragment, position } = locateNumber(this.text, value);
      refuse('numberTooLarge', fragment, position);
    }
    return { kind: 'number', value };
  }

  private input(node: SymbolNode): FormulaTree {
    const { name } = node;
    // `constructor`, `toString`, ... are refused even if the caller's lookup were a plain object.
    if (!INPUT_NAME.test(name) || name in Object.prototype || !this.isKnownInput(name))
      refuse('unknownInput', name, locateName(this.text, name));
    this.inputs.add(name);
    return { kind: 'input', name };
  }

  private operator(node: OperatorNode, depth: number): FormulaTree {
    const { op, fn, args } = node;
    // `50%` parses to `50 / 100`.
    if (node.isPercentage) refuse('forbiddenConstruct', '%', this.text.indexOf('%') + 1 || null);
    if (node.implicit) return this.refuseNode('forbiddenConstruct', node);
    if (args.length === 1 && isUnaryOperator(fn) && UNARY_OPERATORS[fn] === op)
      return { kind: 'unary', fn, arg: this.check(args[0], depth + 1) };
    if (args.length !== 2 || !isBinaryOperator(fn) || BINARY_OPERATORS[fn] !== op)
      return this.refuseNode('forbiddenConstruct', node);
    if (fn === 'pow') {
      const exponent = literalValue(args[1]);
      if (exponent === null || Math.abs(exponent) > MAX_EXPONENT)
        return this.refuseNode('exponentNotAllowed', node);
    }
    const [left, right] = args;
    const leftDepth =
      left.type === 'OperatorNode' && (left as OperatorNode).args.length === 2 ? depth : depth + 1;
    return { kind: 'binary', fn, left: this.check(left, leftDepth), right: this.check(right, depth + 1) };
  }

  private call(node: FunctionNode<MathNode>, depth: number): FormulaTree {
    const callee = node.fn;
    if (callee.type !== 'SymbolNode' || (node as { optional?: boolean }).optional)
      return this.refuseNode('forbiddenConstruct', node);
    const { name } = callee as SymbolNode;
    if (!isFormulaFunction(name)) refuse('forbiddenFunction', name, locateName(this.text, name));
    if (!acceptsArgumentCount(name, node.args.length)) return this.refuseNode('syntax', node);
    if (name === 'round' && node.args.length === 2 && !isRoundDigits(literalValue(node.args[1])))
      return this.refuseNode('forbiddenConstruct', node);
    return { kind: 'call', name, args: node.args.map((arg) => this.check(arg, depth + 1)) };
  }

  private refuseNode(code: FormulaProblemCode, node: MathNode): never {
    const { fragment, position } = locateFragment(this.text, node.toString());
    refuse(code, fragment, position);
  }
}

const FRAGMENT_MAX = 60;

function shortened(fragment: string): string {
  return fragment.length > FRAGMENT_MAX ? `${fragment.slice(0, FRAGMENT_MAX - 1)}…` : fragment;
}

/** A number written as a literal, optionally signed or in brackets: `2`, `-0.5`, `(3)`. */
function literalValue(node: MathNode): number | null {
  if (node.type === 'ParenthesisNode') return literalValue((node as ParenthesisNode).content);
  if (node.type === 'ConstantNode') {
    const value: unknown = (node as ConstantNode).value;
    return typeof value === 'number' ? value : null;
  }
  if (node.type === 'OperatorNode') {
    const operator = node as OperatorNode;
    const inner = operator.args.length === 1 ? literalValue(operator.args[0]) : null;
    if (inner === null) return null;
    if (operator.fn === 'unaryMinus') return -inner;
    if (operator.fn === 'unaryPlus') return inner;
  }
  return null;
}

function isRoundDigits(digits: number | null): boolean {
  return digits !== null && Number.isInteger(digits) && digits >= 0 && digits <= ROUND_DIGITS_MAX;
}
