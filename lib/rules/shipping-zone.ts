import { normalisePostalCode } from './address-formats';

/**
 * The shipping zone of a delivery address (issue #48 item 6, decision 0088), by its country and
 * postal code (ELTA's codes: the first three digits name the area):
 *
 * - `islands`: Crete, the Cyclades, the Dodecanese, the North Aegean, the Ionian islands, the
 *   Saronic islands, the Sporades, Thassos and Samothrace, Kythira — everything the carriers reach
 *   by ship. Evia (340–346) is joined to the mainland by bridges and is mainland, except Skyros.
 * - `remote`: the places the Greek carriers list as hard to reach ("δυσπρόσιτες περιοχές"), at an
 *   extra charge of theirs: the small islands without a daily ferry and Mount Athos. The list here
 *   is the shop's reading of those lists; a shop with a carrier contract replaces it with the
 *   contract's annex (one table below).
 * - `cyprus`: deliveries to Cyprus (courier only).
 * - `mainland`: the rest of Greece.
 */
export const ShippingZones = ['mainland', 'islands', 'remote', 'cyprus'] as const;
export type ShippingZone = (typeof ShippingZones)[number];

/** Island areas by the first three digits of their postal codes. */
const ISLAND_PREFIXES: readonly (readonly [from: number, to: number])[] = [
  [700, 749], // Crete
  [801, 801], // Kythira
  [811, 815], // Lesvos, Lemnos, Agios Efstratios
  [821, 823], // Chios, Oinousses, Psara
  [831, 834], // Samos, Ikaria, Fournoi
  [840, 848], // the Cyclades
  [850, 859], // the Dodecanese
  [490, 491], // Corfu
  [280, 283], // Kefalonia, Ithaca
  [290, 291], // Zakynthos
  [311, 311], // Lefkada
];

/** Island places inside mainland areas, by their full postal code. */
const ISLAND_CODES: readonly string[] = [
  '18010', // Aegina
  '18020', // Poros
  '18040', // Hydra
  '18050', // Spetses
  '18900', // Salamina
  '37002', // Skiathos
  '37003', // Skopelos
  '37005', // Alonissos
  '34007', // Skyros
  '64004', // Thassos
  '68002', // Samothrace
];

/** Hard-to-reach places (the carriers' surcharge), by their full postal code. */
const REMOTE_CODES: readonly string[] = [
  '63086', // Mount Athos (Karyes)
  '81500', // Agios Efstratios
  '82104', // Psara
  '83400', // Fournoi
  '85111', // Kastellorizo
  '85800', // Kasos
];

/** The zone of a delivery place (see above); a postal code that is not one counts as the mainland. */
export function shippingZoneOf(country: string, postalCode: string): ShippingZone {
  if (country === 'CY') return 'cyprus';
  const code = normalisePostalCode(postalCode);
  if (country !== 'GR' || !/^\d{5}$/.test(code)) return 'mainland';
  if (REMOTE_CODES.includes(code)) return 'remote';
  if (ISLAND_CODES.includes(code)) return 'islands';
  const area = Number(code.slice(0, 3));
  return ISLAND_PREFIXES.some(([from, to]) => area >= from && area <= to) ? 'islands' : 'mainland';
}
