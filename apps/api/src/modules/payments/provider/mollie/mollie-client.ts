import { readFileSync } from 'node:fs';
import https from 'node:https';
import { createMollieClient, type MollieClient } from '@mollie/api-client';

export interface MollieClientOptions {
  apiKey: string;
  apiEndpoint: string;
  /** A PEM certificate to trust besides the client's own CA bundle (the sandbox's); null in production. */
  extraCaFile: string | null;
}

/**
 * The official client, pointed at `apiEndpoint`. Without `extraCaFile` it is exactly what Mollie ships.
 *
 * Why the agent swap: the client verifies TLS against its own bundled CA list and, in every release we checked
 * (3.7.0, 4.3.3, 4.6.0), `createMollieClient` overwrites a `caCertificates` option with that bundle, so the sandbox's
 * development certificate cannot be handed to it by an option. The client builds its one `https.Agent` while it is
 * created; for that synchronous call only, the agent class adds the sandbox's certificate to the bundle. Verification
 * stays on (the test "refuses the sandbox without its certificate" proves it), the client's code is not patched, and
 * production never takes this path (MOLLIE_CA_FILE is refused there). docs/decisions/payments.md, issue 32.
 */
export function mollieClient({ apiKey, apiEndpoint, extraCaFile }: MollieClientOptions): MollieClient {
  if (!extraCaFile) return createMollieClient({ apiKey, apiEndpoint });
  let extraCa: string;
  try {
    extraCa = readFileSync(extraCaFile, 'utf8');
  } catch {
    throw new Error(
      `MOLLIE_CA_FILE ${extraCaFile} cannot be read: start the sandbox first (npm run sandbox)`,
    );
  }
  return withAgentTrusting(extraCa, () => createMollieClient({ apiKey, apiEndpoint }));
}

function withAgentTrusting<T>(extraCa: string, build: () => T): T {
  const OriginalAgent = https.Agent;
  class AgentTrustingExtraCa extends OriginalAgent {
    constructor(options?: https.AgentOptions) {
      const bundled = options?.ca ? [options.ca].flat() : [];
      super({ ...options, ca: [...bundled, extraCa] });
    }
  }
  https.Agent = AgentTrustingExtraCa;
  try {
    return build();
  } finally {
    https.Agent = OriginalAgent;
  }
}
