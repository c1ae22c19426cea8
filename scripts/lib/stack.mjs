// Prepares a database (migrate + seed) and runs the three processes: sandbox, API and worker.
import { join } from 'node:path';
import { log, portOpen, root, run, startChild, waitFor } from './run.mjs';

const apiDist = join(root, 'apps/api/dist');

export function prepareDatabase(env, { demo }) {
  run('node', [join(apiDist, 'tools/migrate.js')], { env });
  run('node', [join(apiDist, 'database/seeds/run-seeds.js'), ...(demo ? ['--demo'] : [])], { env });
}

/**
 * The sandbox's Mollie API (HTTPS on its own port) and the certificate it serves, for the API's environment: the
 * sandbox keeps its certificate in `tlsDir` and the API trusts it from there.
 */
export function sandboxMollie(ports, tlsDir) {
  return {
    MOLLIE_API_URL: `https://127.0.0.1:${ports.mollie}/v2/`,
    MOLLIE_CA_FILE: join(tlsDir, 'ca.pem'),
    SANDBOX_TLS_DIR: tlsDir,
  };
}

/** Starts sandbox, API and worker with the given environment; resolves when the API is healthy. */
export async function startStack(env, ports) {
  startChild('sandbox', 'node', [join(root, 'apps/sandbox/dist/main.js')], {
    ...env,
    SANDBOX_PORT: String(ports.sandbox),
    SANDBOX_SMTP_PORT: String(ports.smtp),
    SANDBOX_MOLLIE_PORT: String(ports.mollie),
  });
  await waitFor('the sandbox', async () => (await portOpen(ports.sandbox)) && portOpen(ports.mollie));
  startChild('api', 'node', [join(apiDist, 'main.js')], { ...env, PORT: String(ports.api) });
  startChild('worker', 'node', [join(apiDist, 'worker.js')], env);
  await waitFor('the API', async () => {
    try {
      return (await fetch(`http://127.0.0.1:${ports.api}/health`)).ok;
    } catch {
      return false;
    }
  });
  log(`API healthy on port ${ports.api}`);
}
