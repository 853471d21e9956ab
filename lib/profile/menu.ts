import { parsePath } from '@/lib/routing/paths';

/** The profile menu (SPEC §2, the order lists, loyalty points and quotes of issue #18, and privacy of issue #49): its sections, in order, by page path under the partner; then logout. */
export const PROFILE_SECTIONS = [
  { key: 'account', path: 'profile/account' },
  { key: 'addresses', path: 'profile/addresses' },
  { key: 'orders', path: 'profile/orders' },
  { key: 'orderLists', path: 'profile/order-lists' },
  { key: 'loyalty', path: 'profile/loyalty' },
  { key: 'quotes', path: 'profile/quotes' },
  { key: 'returnOrder', path: 'profile/return-order' },
  // Privacy and my data (issue #49 item 2): download, marketing choice, deleting the account.
  { key: 'privacy', path: 'profile/privacy' },
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];

/** `profile` alone opens the first section. */
export const PROFILE_HOME = PROFILE_SECTIONS[0].path;

/** The section a public path shows (language prefix, trailing slash and query ignored), if any. */
export function currentProfileSection(pathname: string): ProfileSectionKey | undefined {
  const { path } = parsePath(pathname.split(/[?#]/)[0] ?? '');
  return PROFILE_SECTIONS.find((section) => path === section.path || path.startsWith(`${section.path}/`))?.key;
}
