/**
 * SPEC §7: the API base is NEXT_PUBLIC_API_URL with its version suffix (`/v1`, `/api/v2`…)
 * removed; without it, the embedded API under `/api`.
 */
export function apiBaseFromEnv(value: string | undefined): string {
  if (!value) return '/api';
  return value.replace(/\/+$/, '').replace(/\/v\d+$/i, '');
}
