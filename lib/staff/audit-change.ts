/**
 * An audit entry's change as short lines for people: `status: Pending → Processing` for each field
 * in its before or after state (a field only after: `note: stock checked`). Pure, for the console.
 */
const text = (value: unknown): string => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export function auditChangeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = before && key in before ? text(before[key]) : undefined;
    const now = after && key in after ? text(after[key]) : undefined;
    if (was === undefined) return `${key}: ${now}`;
    if (now === undefined || now === was) return `${key}: ${was}`;
    return `${key}: ${was} → ${now}`;
  });
}

/** The messages key of an action (`customer.quota_reset` → `customer_quota_reset`); dots would nest. */
export const auditActionKey = (action: string): string => action.replace(/\./g, '_');
