#!/usr/bin/env node
// What a formula costs per patient (issue 14): a realistic dose formula evaluated compiled once (what the
// calculation worker does, through CompiledFormulaCache) against parse + check + compile + evaluate on every
// call (evaluateUncompiled). Prints figures; never fails a build.
//
//   node bench/formulas-engine.mjs [--runs 100000]
//
// Each patient gets its own scope (weight and vitamin D vary; one in ten has no vitamin D value, so valueOr's
// fallback is taken). Needs the API built: `cd apps/api && npx tsc -p tsconfig.build.json`.
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 100_000;
const engine = await import(join(root, 'apps/api/dist/modules/formulas/engine/index.js'));

const FORMULA = 'clamp(valueOr((75 - blood_VITAMIN_D_25OH) * weight * 2.5, 1000), 0, 4000)';
const INPUTS = new Set(['blood_VITAMIN_D_25OH', 'weight', 'age', 'male', 'female', 'height', 'bmi']);
const isKnownInput = (name) => INPUTS.has(name);

const scopes = Array.from({ length: 1000 }, (_, index) => {
  const scope = new Map([
    ['weight', 50 + (index % 60)],
    ['age', 20 + (index % 60)],
  ]);
  if (index % 10 !== 0) scope.set('blood_VITAMIN_D_25OH', 10 + (index % 70));
  return scope;
});

let sink = 0;
function time(label, work) {
  for (let i = 0; i < Math.min(runs, 10_000); i += 1) sink += work(scopes[i % scopes.length]);
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) sink += work(scopes[i % scopes.length]);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / runs;
  console.log(`${label.padEnd(52)} ${micros.toFixed(2).padStart(8)} µs/call`);
  return micros;
}

console.log(`formula: ${FORMULA}`);
console.log(`${runs} evaluations each, 1000 different patients:\n`);
const cache = new engine.CompiledFormulaCache();
const compiled = time('compiled once (CompiledFormulaCache.get + evaluate)', (scope) =>
  cache.get('vitamin-d@1', FORMULA, isKnownInput).evaluate(scope),
);
const formula = engine.compileFormula(FORMULA, isKnownInput);
time('compiled once, evaluate alone (no cache lookup)', (scope) => formula.evaluate(scope));
const uncompiled = time('evaluateUncompiled (parse + check + compile + run)', (scope) =>
  engine.evaluateUncompiled(FORMULA, scope, isKnownInput),
);
const compileOnly = time(
  'compileFormula alone (for scale)',
  () => engine.compileFormula(FORMULA, isKnownInput).inputs.length,
);
console.log(`\nratio compiled / uncompiled: ${(compiled / uncompiled).toFixed(3)} (target ≤ 0.3)`);
console.log(`compiling 500 template versions (a full cache): ${((compileOnly * 500) / 1000).toFixed(1)} ms`);
if (Number.isNaN(sink)) console.log('(unreachable: keeps the results alive)');
