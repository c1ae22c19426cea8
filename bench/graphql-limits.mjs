#!/usr/bin/env node
// What the GraphQL request limits and the argument guard (issue 9) cost per request. Prints figures;
// never fails a build.
//
//   node bench/graphql-limits.mjs [--runs 20000]
//
// For every operation the web sends (Relay's compiled texts) it prints tokens, depth-checked aliases
// and the cost the limit sees with the largest page the screens offer. Then, for the patients list
// with 50 rows, it times in-process what runs on every request: the cost estimate and the argument
// guard (the depth and alias rules run once per distinct query text, since Apollo keeps validated
// documents; they are timed too, as the price of a first request). Compare the microseconds with the
// patients list's request median of bench/patients-list.mjs (about 10 ms on this machine).
// Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, Lexer, parse, Source, TokenKind, validate } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 20_000;
const limits = await import(join(root, 'apps/api/dist/common/graphql/query-limits.js'));
const { findBadArguments } = await import(join(root, 'apps/api/dist/common/graphql/input-guard.js'));

const schema = buildSchema(readFileSync(join(root, 'apps/api/schema.graphql'), 'utf8'));
const estimators = [limits.pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];
const artifacts = execFileSync('git', ['ls-files', 'apps/web/src/**/__generated__/*.graphql.ts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const operations = artifacts.flatMap((file) => {
  const match = /"text": (".*")/.exec(readFileSync(join(root, file), 'utf8'));
  return match
    ? [{ name: file.split('/').pop().replace('.graphql.ts', ''), text: JSON.parse(match[1]) }]
    : [];
});

const tokensOf = (text) => {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
};

console.log(
  `limits: depth ${limits.MAX_QUERY_DEPTH}, aliases ${limits.MAX_ALIASES}, cost ${limits.MAX_QUERY_COMPLEXITY}, tokens ${limits.MAX_TOKENS}\n`,
);
console.log('web operation'.padEnd(48), 'tokens', '  cost (first = 50)');
let maxCost = 0;
let maxTokens = 0;
for (const { name, text } of operations.filter((op) => op.text.startsWith('query'))) {
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  // Page size 50 (the largest the screens offer); other query variables are ids, texts or page numbers.
  const sample = { ID: '1', String: 'x', Int: 1, Boolean: false };
  const variables = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((d) => {
      const typeName = d.type.kind === Kind.NON_NULL_TYPE ? d.type.type.name?.value : d.type.name?.value;
      return [d.variable.name.value, d.variable.name.value === 'first' ? 50 : sample[typeName]];
    }),
  );
  let cost = 'n/a';
  try {
    cost = getComplexity({ schema, query: document, variables, estimators });
    maxCost = Math.max(maxCost, cost);
  } catch {
    // A variable of a type without a sample here: the cost is printed as n/a.
  }
  const tokens = tokensOf(text);
  maxTokens = Math.max(maxTokens, tokens);
  console.log(name.padEnd(48), String(tokens).padStart(6), String(cost).padStart(10));
}
console.log(`\nlargest: ${maxTokens} tokens, cost ${maxCost}\n`);

const list = operations.find((op) => op.name === 'PatientsListResultsQuery');
const document = parse(list.text);
const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
const variables = { first: 50, page: 1, search: 'mül', orderBy: [{ column: 'CREATED_AT', order: 'DESC' }] };

function time(label, work) {
  for (let i = 0; i < 1000; i += 1) work();
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) work();
  const micros = Number(process.hrtime.bigint() - started) / 1000 / runs;
  console.log(`${label.padEnd(58)} ${micros.toFixed(1).padStart(7)} µs`);
  return micros;
}

console.log(`patients list (50 rows, search), ${runs} runs each:`);
const perRequest =
  time('cost estimate (every request)', () =>
    getComplexity({ schema, query: document, variables, estimators }),
  ) +
  time('argument guard (every request; document walk cached)', () =>
    findBadArguments(schema, document, operation, variables),
  );
time('argument guard, first request of a query text (uncached)', () =>
  findBadArguments(schema, parse(list.text), operation, variables),
);
time('parse (for scale: Apollo does it once per query text)', () => parse(list.text));
time('depth + alias rules (once per query text)', () =>
  validate(schema, document, [limits.depthLimitRule, limits.aliasLimitRule]),
);
console.log(
  `\nper request: ${perRequest.toFixed(1)} µs = ${((perRequest / 10_000) * 100).toFixed(2)} % of a 10 ms request`,
);
