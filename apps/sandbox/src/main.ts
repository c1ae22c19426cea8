// Entry point: starts every sandbox module and keeps running until SIGINT or SIGTERM.
import { readSandboxConfig } from './config.js';
import { startSandbox } from './sandbox.js';
import { closeOnSignal } from './shutdown.js';

try {
  const sandbox = await startSandbox(readSandboxConfig(process.env));
  console.log('Sandbox is running:');
  for (const [label, url] of Object.entries(sandbox.endpoints)) {
    console.log(`  ${label.padEnd(12)} ${url}`);
  }
  console.log(`  ${'Mollie CA'.padEnd(12)} ${sandbox.caFile} (trust anchor of the Mollie API)`);
  closeOnSignal(process, {
    close: () => sandbox.close(),
    log: (message) => console.log(message),
    forceExit: () => process.exit(1),
  });
} catch (error) {
  console.error(`Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
