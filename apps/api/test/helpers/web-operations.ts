import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../../../..');

let operations: Map<string, string> | undefined;

/** Every operation the web sends, exactly as Relay compiled it (`__generated__` artifacts): name → text. */
export function webOperations(): ReadonlyMap<string, string> {
  if (operations) return operations;
  const artifacts = execFileSync('git', ['ls-files', 'apps/web/src/**/__generated__/*.graphql.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  operations = new Map(
    artifacts.flatMap((file) => {
      const match = /"text": (".*")/.exec(readFileSync(join(repoRoot, file), 'utf8'));
      const name = /(\w+)\.graphql\.ts$/.exec(file)![1];
      return match ? [[name, JSON.parse(match[1]) as string] as const] : [];
    }),
  );
  return operations;
}

/** The text of one web operation, e.g. `useCreatePatientMutation`: what API tests send to speak like the client. */
export function webOperation(name: string): string {
  const text = webOperations().get(name);
  if (!text) throw new Error(`the web has no compiled operation ${name}`);
  return text;
}
