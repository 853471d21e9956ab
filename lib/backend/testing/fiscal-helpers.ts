import type { ApiDeps } from '../context';
import { transmitDocuments } from '../services/fiscal/transmit-documents';

/** Runs the myDATA transmission until nothing is due now (other tests' documents included). */
export async function drainTransmissions(deps: ApiDeps): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const result = await transmitDocuments(deps);
    if (result.transmitted + result.rejected + result.failed === 0) return;
  }
}
