import { z } from 'zod';

/**
 * Box Now's locker list (issue #48 item 6, decision 0087), pure: `GET /api/v1/destinations` of its
 * partner API v1.65 (`{ data: Destination[] }`, a Destination being a Location — id, type, image,
 * lat, lng, region — with its LocationAddress: title, name, addressLine1, addressLine2, postalCode,
 * country, note — and expectedDeliveryTime), read into the shop's locker rows, and the rule that
 * says what a fresh list changes in the shop's table. The API has no language parameter
 * (`regionLanguageTag` picks the country, el-GR): its texts come in the one language Box Now keeps
 * (Greek). They are the Greek texts; the English ones are the same text, unless the shop already
 * has an English text for that same Greek one (the seed's), which the rule keeps.
 */

export type LockerText = { el: string; en: string };

/** A locker as the shop keeps it (the `lockers` table without `search` and `active`). */
export type ShopLocker = { id: string; name: LockerText; address: LockerText; area: LockerText; city: LockerText; postalCode: string };
export type CurrentLocker = ShopLocker & { active: boolean };

const text = z.string().nullish();

/** One Destination, tolerant: fields the shop does not read may come or not, and null is taken as absent. */
export const zBoxnowDestination = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  name: text,
  title: text,
  addressLine1: text,
  addressLine2: text,
  postalCode: text,
  country: text,
  note: text,
  image: text,
  lat: text,
  lng: text,
  region: text,
  expectedDeliveryTime: text,
});
export type BoxnowDestination = z.output<typeof zBoxnowDestination>;

/** The answer's envelope; its entries are read one by one, so one malformed entry costs only itself. */
export const zBoxnowDestinationList = z.object({ data: z.array(z.unknown()) });

/** The query the shop lists with: automated lockers only, and the smallest size (every locker takes it, so the widest list). */
export const BOXNOW_DESTINATIONS_QUERY = { locationType: 'apm', requiredSize: '1' } as const;

const same = (value: string): LockerText => ({ el: value, en: value });
const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * A Destination as a shop locker: id as Box Now's; name from `name` (else `title`); address from
 * `addressLine1`; area and city from `addressLine2` ("area, city" split at its last comma, else both
 * the same); the postal code without spaces. Undefined for anything but an automated locker (`apm`),
 * or one missing its id, name, address line or a postal code of digits (a customer could not tell it).
 */
export function lockerFromDestination(destination: BoxnowDestination): ShopLocker | undefined {
  if (destination.type !== 'apm') return undefined;
  const id = destination.id.trim();
  const name = clean(destination.name) || clean(destination.title);
  const address = clean(destination.addressLine1);
  const postalCode = (destination.postalCode ?? '').replace(/\s+/g, '');
  if (!id || !name || !address || !/^\d{4,6}$/.test(postalCode)) return undefined;
  const line2 = clean(destination.addressLine2);
  const comma = line2.lastIndexOf(',');
  const area = comma > 0 ? line2.slice(0, comma).trim() : line2;
  const city = comma > 0 ? line2.slice(comma + 1).trim() || area : line2;
  return { id, name: same(name), address: same(address), area: same(area), city: same(city), postalCode };
}

/** A shop locker as Box Now would publish it (the sandbox's list, from the seed's lockers): the Greek texts. */
export function destinationOfLocker(locker: ShopLocker): BoxnowDestination {
  const line2 = locker.area.el === locker.city.el ? locker.city.el : `${locker.area.el}, ${locker.city.el}`;
  return { id: locker.id, type: 'apm', name: locker.name.el, title: locker.name.el, addressLine1: locker.address.el, addressLine2: line2, postalCode: locker.postalCode, country: 'GR', region: 'el-GR' };
}

/** The lockers of an answer (the first of each id); `skipped`: entries unreadable or lockers a customer could not tell; `other`: locations that are not lockers. Undefined: not a destination list. */
export function readDestinations(body: unknown): { lockers: ShopLocker[]; skipped: number; other: number } | undefined {
  const envelope = zBoxnowDestinationList.safeParse(body);
  if (!envelope.success) return undefined;
  const lockers = new Map<string, ShopLocker>();
  let skipped = 0;
  let other = 0;
  for (const entry of envelope.data.data) {
    const parsed = zBoxnowDestination.safeParse(entry);
    if (parsed.success && parsed.data.type !== 'apm') {
      other += 1;
      continue;
    }
    const locker = parsed.success ? lockerFromDestination(parsed.data) : undefined;
    if (!locker) skipped += 1;
    else if (!lockers.has(locker.id)) lockers.set(locker.id, locker);
  }
  return { lockers: [...lockers.values()], skipped, other };
}

/**
 * A list shorter than this share of the shop's active lockers is not believed (an empty one never):
 * Box Now's network grows, and closes lockers a few at a time; half of it gone in a day is a fault
 * on its side (a partial answer, a filter), not a closure.
 */
export const LOCKER_LIST_MIN_SHARE = 0.5;

export type LockerListRefusal = 'empty' | 'too_short';
export type LockerListChanges =
  | { kept: false; upsert: ShopLocker[]; deactivate: string[]; unchanged: number }
  | { kept: true; reason: LockerListRefusal; incoming: number; active: number; upsert: []; deactivate: [] };

/** A text as the carrier gives it (Greek), with the shop's English kept while the Greek is the same. */
const merged = (shop: LockerText | undefined, carrier: LockerText): LockerText => (shop && shop.el === carrier.el ? shop : carrier);

const FIELDS = ['name', 'address', 'area', 'city'] as const;
const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a fresh list changes: the lockers new or changed (texts, postal code) or back in the list
 * (reactivated) to upsert, the active ones missing from it to deactivate (never deleted: orders keep
 * theirs as a snapshot), nothing when it is empty or shorter than LOCKER_LIST_MIN_SHARE of the active
 * ones (kept, with the reason). Sorted by id, so concurrent writers lock rows in one order.
 */
export function lockerListChanges(current: readonly CurrentLocker[], incoming: readonly ShopLocker[]): LockerListChanges {
  const fresh = new Map<string, ShopLocker>();
  for (const locker of incoming) if (!fresh.has(locker.id)) fresh.set(locker.id, locker);
  const active = current.filter((locker) => locker.active).length;
  if (fresh.size === 0 || fresh.size < active * LOCKER_LIST_MIN_SHARE) return { kept: true, reason: fresh.size === 0 ? 'empty' : 'too_short', incoming: fresh.size, active, upsert: [], deactivate: [] };
  const byId = new Map(current.map((locker) => [locker.id, locker]));
  const upsert: ShopLocker[] = [];
  let unchanged = 0;
  for (const locker of [...fresh.values()].sort((a, b) => byCode(a.id, b.id))) {
    const shop = byId.get(locker.id);
    const next: ShopLocker = { id: locker.id, name: merged(shop?.name, locker.name), address: merged(shop?.address, locker.address), area: merged(shop?.area, locker.area), city: merged(shop?.city, locker.city), postalCode: locker.postalCode };
    const changed = !shop || !shop.active || shop.postalCode !== next.postalCode || FIELDS.some((field) => shop[field].el !== next[field].el || shop[field].en !== next[field].en);
    if (changed) upsert.push(next);
    else unchanged += 1;
  }
  const deactivate = current.filter((locker) => locker.active && !fresh.has(locker.id)).map((locker) => locker.id).sort(byCode);
  return { kept: false, upsert, deactivate, unchanged };
}
