import { RestError } from '../../http/rest';
import { errorEffects } from '../../relay/errorEffects';
import { runErrorEffects } from '../../relay/runErrorEffects';

/** For an answer the page took on itself but has no words of its own for: the error catalogue tells the user. */
export function reportFailure(error: unknown): void {
  if (error instanceof RestError)
    runErrorEffects(errorEffects({ kind: 'rest', status: error.status, failures: error.failures }));
}
