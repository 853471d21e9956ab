/**
 * The dotted paths of the fields that carry an error in a react-hook-form errors object
 * (`{ billing: { postalCode: { message } } }` → `billing.postalCode`), to find their step.
 */
export function fieldErrorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [name, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object' || name === 'ref') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if ('message' in node || 'type' in node) paths.push(path);
    else paths.push(...fieldErrorPaths(node, path));
  }
  return paths;
}
