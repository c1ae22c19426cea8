import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

// Field resolvers take graphql-js's own (parent, args, context, info) without Nest's parameter decorators,
// so that Nest skips its parameter pipeline on every row of every list (common/graphql/field-resolver.ts).
// A field that takes GraphQL arguments keeps them (@Args, validated by the global pipe) and may then use
// the other decorators beside them. This holds the rule for every field resolver of the schema.
// Metadata keys of @nestjs/graphql (RESOLVER_PROPERTY_METADATA) and @nestjs/common (ROUTE_ARGS_METADATA).
const RESOLVE_PROPERTY = 'graphql:resolve_property';
const ROUTE_ARGS_METADATA = '__routeArguments__';
const ARGS_PARAM_TYPE = '3'; // GqlParamtype.ARGS of @nestjs/graphql; keys are `${type}:${index}`

describe('field resolvers', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => closeApp(app));

  it('use parameter decorators only beside @Args', () => {
    const scanner = new MetadataScanner();
    const fields: string[] = [];
    const offending: string[] = [];
    for (const wrapper of app.get(DiscoveryService).getProviders()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[method] as object;
        if (Reflect.getMetadata(RESOLVE_PROPERTY, handler) !== true) continue;
        const name = `${instance.constructor.name}.${method}`;
        fields.push(name);
        const params = Reflect.getMetadata(ROUTE_ARGS_METADATA, instance.constructor, method) as
          Record<string, unknown> | undefined;
        const keys = Object.keys(params ?? {});
        if (keys.length && !keys.some((key) => key.split(':')[0] === ARGS_PARAM_TYPE)) offending.push(name);
      }
    }
    // The scan finds the field resolvers (a row's practice figures, the patient's latest order).
    expect(fields).toEqual(
      expect.arrayContaining([
        'PracticeFiguresResolver.patientCount',
        'PatientOrdersResolver.latestPlacedOrder',
      ]),
    );
    expect(offending).toEqual([]);
  });

  it('are called by graphql-js as they are, without a wrapper of Nest', () => {
    const schema: GraphQLSchema = app.get(GraphQLSchemaHost).schema;
    const resolverOf = (type: string, field: string) =>
      (schema.getType(type) as GraphQLObjectType).getFields()[field].resolve?.name;
    // @nestjs/graphql's fast path hands graphql-js the method bound to its resolver instance (Nest's
    // wrapper would be an anonymous function).
    expect(resolverOf('MedicalCenter', 'patientCount')).toMatch(/^(bound )+patientCount$/);
    expect(resolverOf('Patient', 'latestPlacedOrder')).toMatch(/^(bound )+latestPlacedOrder$/);
    expect(resolverOf('User', 'openConsultingFeeAmount')).toMatch(/^(bound )+openConsultingFeeAmount$/);
  });

  it("answer a field's error in the contract's shape, with the field's path", async () => {
    const { client } = await signedIn(app);
    const patient = await createPatient(client);
    const answer = await client.graphql<{ patient: { id: string; orders: unknown } | null }>(
      'query ($id: ID!) { patient(id: $id) { id orders(first: 0) { id } } }',
      { id: patient.id },
    );
    expect(answer.errors).toEqual([
      {
        message: 'Validation failed for the field [orders].',
        locations: [{ line: 1, column: 42 }],
        path: ['patient', 'orders'],
        extensions: {
          code: 'VALIDATION',
          category: 'validation',
          validation: { first: ['The number of orders (first) must be between 1 and 100.'] },
        },
      },
    ]);
  });
});
