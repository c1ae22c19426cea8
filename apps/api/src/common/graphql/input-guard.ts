import type { ApolloServerPlugin } from '@apollo/server';
import { hasUnstorableCharacters, isRowId } from '@portal/shared-types';
import {
  type DocumentNode,
  getNamedType,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  TypeInfo,
  typeFromAST,
  valueFromAST,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { ErrorCode, type ValidationMessages } from '../errors/app-error.js';
import { ValidationText } from '../validation/validation-texts.js';

/**
 * One guard for every argument of every field, before anything runs: text must be storable (no NUL,
 * no unpaired surrogate) and an `ID` must be a row id, since every ID of this schema is a bigint key
 * (guids travel as String). A bad value anywhere answers the contract's validation error naming its
 * path, instead of reaching a resolver or the database as an internal error.
 */

interface ArgumentSite {
  fieldName: string;
  argumentName: string;
  type: GraphQLInputType;
  value: ValueNode;
}

const sitesOfDocument = new WeakMap<DocumentNode, ArgumentSite[]>();
const holdsTextByType = new WeakMap<GraphQLInputType, boolean>();

// Whether a String or ID can sit anywhere inside the type (Int and enum arguments need no walk).
function holdsText(type: GraphQLInputType, seen = new Set<GraphQLInputType>()): boolean {
  const named = getNamedType(type);
  const known = holdsTextByType.get(named);
  if (known !== undefined) return known;
  if (seen.has(named)) return false;
  seen.add(named);
  const result = isInputObjectType(named)
    ? Object.values(named.getFields()).some((field) => holdsText(field.type, seen))
    : isScalarType(named) && !['Int', 'Float', 'Boolean'].includes(named.name);
  holdsTextByType.set(named, result);
  return result;
}

// Apollo keeps parsed documents, so the walk over the document happens once per distinct query text.
function argumentSites(schema: GraphQLSchema, document: DocumentNode): ArgumentSite[] {
  const cached = sitesOfDocument.get(document);
  if (cached) return cached;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        if (!argument || !field || typeInfo.getDirective() || !holdsText(argument.type)) return;
        sites.push({
          fieldName: field.name,
          argumentName: node.name.value,
          type: argument.type,
          value: node.value,
        });
      },
    }),
  );
  sitesOfDocument.set(document, sites);
  return sites;
}

// The request's variables with the operation's defaults filled in, as execution will see them.
function variablesOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const values = { ...given };
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] !== undefined || !definition.defaultValue) continue;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) values[name] = valueFromAST(definition.defaultValue, type);
  }
  return values;
}

function checkValue(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  problems: ValidationMessages,
): void {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return checkValue(value, type.ofType, path, problems);
  if (isListType(type)) {
    if (!Array.isArray(value)) return checkValue(value, type.ofType, path, problems);
    value.forEach((item, index) => checkValue(item, type.ofType, `${path}.${index}`, problems));
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return;
    for (const field of Object.values(type.getFields()))
      checkValue(
        (value as Record<string, unknown>)[field.name],
        field.type,
        `${path}.${field.name}`,
        problems,
      );
    return;
  }
  if (type.name === 'ID') {
    const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (!isRowId(id)) problems[path] = [ValidationText.unknownEntry];
    return;
  }
  if (typeof value === 'string' && hasUnstorableCharacters(value))
    problems[path] = [ValidationText.invalidCharacters];
}

/** The validation errors of an operation's arguments, one per field that has a bad value. */
export function findBadArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown> = {},
): GraphQLError[] {
  const byField = new Map<string, ValidationMessages>();
  const sites = argumentSites(schema, document);
  if (!sites.length) return [];
  const values = variablesOf(schema, operation, variables);
  for (const site of sites) {
    const problems: ValidationMessages = {};
    checkValue(valueFromAST(site.value, site.type, values), site.type, site.argumentName, problems);
    if (Object.keys(problems).length)
      byField.set(site.fieldName, { ...byField.get(site.fieldName), ...problems });
  }
  return [...byField].map(
    ([fieldName, validation]) =>
      new GraphQLError(`Validation failed for the field [${fieldName}].`, {
        extensions: { code: ErrorCode.Validation, category: 'validation', validation, http: { status: 400 } },
      }),
  );
}

export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, schema, request }) {
        const errors = findBadArguments(schema, document, operation, request.variables ?? {});
        // Apollo reports one thrown error; the first bad field is enough to correct the request.
        if (errors.length) throw errors[0];
      },
    };
  },
};
