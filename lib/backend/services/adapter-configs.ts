import type { ApiDeps } from '../context';
import { sandboxSecret } from './payments/provider-http';

/**
 * An outside service's two configurations — what this API instance uses (live or its sandbox) and
 * the sandbox's own, which the sandbox checks whatever the live one says — worked out once per API
 * instance from its environment and the sandboxes' derived secrets.
 */
export function adapterConfigs<T>(make: (env: ApiDeps['env'], secret: (slug: string) => string) => { live: T; sandbox: T }): (deps: ApiDeps) => { live: T; sandbox: T } {
  const kept = new WeakMap<ApiDeps, { live: T; sandbox: T }>();
  return (deps) => {
    let found = kept.get(deps);
    if (!found) {
      found = make(deps.env, (slug) => sandboxSecret(deps, slug));
      kept.set(deps, found);
    }
    return found;
  };
}
