// Summary of a V8 CPU profile (`node --cpu-prof`) of the API: self time per package and per function,
// divided by the number of requests the profile covered, so a list's cost reads as ms per request.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package a script belongs to: an npm package, a part of the API (app:…), or node's own. */
function packageOf(url) {
  if (!url) return '(native)';
  const dependency = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  const app = url.match(/apps\/api\/dist[^/]*\/(.*)/);
  if (app) return `app:${app[1].split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return url.split('/')[0];
  return url.slice(-40);
}

/** Reads the only .cpuprofile in `directory`; returns self milliseconds per package and per function. */
export function readCpuProfile(directory) {
  const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${directory}`);
  const profile = JSON.parse(readFileSync(join(directory, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map();
  const byFunction = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    total += micros;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const pkg = packageOf(url);
    const fn = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros / 1000);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros / 1000);
  });
  return { totalMs: total / 1000, byPackage, byFunction };
}

/** Prints the `top` largest entries of each table as ms per request (and % of the profile). */
export function printCpuProfile({ totalMs, byPackage, byFunction }, requests, top = 20) {
  const print = (title, entries) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(
        `  ${(ms / requests).toFixed(3).padStart(7)} ms/request ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%  ${name}`,
      );
  };
  console.log(
    `\nCPU profile of the API process: ${(totalMs / 1000).toFixed(1)} s sampled over ${requests} requests (start-up included; "(idle)" is waiting)`,
  );
  print('self time by package', byPackage);
  print('self time by function', byFunction);
}
