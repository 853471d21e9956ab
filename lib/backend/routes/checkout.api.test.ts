import { zCheckoutOptions, zLockerList } from '@/lib/contract/checkout';
import { DEMO_LOCKERS } from '../db/seed/checkout-data';
import { pickOne } from '../testing/cart-helpers';
import { loadOracle } from '../testing/catalog-oracle';
import { freshCustomer, orderBody, orderClient } from '../testing/order-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/** Checkout choices (DESIGN §5, §8 checkout): the options with their rates, the stores and the Box Now locker search. */
let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  token = (await freshCustomer(t)).token;
});
afterAll(() => t.close());

const options = (lang = 'el') => t.call('GET', '/Checkout/Options', undefined, { token, lang });
const lockers = (q: string, lang = 'el') => t.call('GET', `/Checkout/Lockers?q=${encodeURIComponent(q)}`, undefined, { token, lang });
const lockerIds = async (q: string) => (await lockers(q)).body.items.map((l: { id: string }) => l.id);

describe('GET /Checkout/Options', () => {
  it('gives the shipping and payment methods with the shop’s rates, what does not go together and the stores', async () => {
    const res = await options();
    expect(res.status).toBe(200);
    expect(zCheckoutOptions.strict().safeParse(res.body).error).toBeUndefined();
    expect(res.body.shipping).toEqual([
      { method: 'courier', cost: 450, freeFrom: 10_000, deliveryDays: { min: 1, max: 3 } },
      { method: 'store_pickup', cost: 0, freeFrom: null, deliveryDays: { min: 1, max: 1 } },
      { method: 'boxnow', cost: 300, freeFrom: 10_000, deliveryDays: { min: 1, max: 2 } },
    ]);
    expect(res.body.lastUsed).toBeNull();
    // Every provider has an adapter (issue #6): card through Viva, Alpha Bank, Eurobank and Winbank, PayPal, and IRIS through Viva (issue #47).
    expect(res.body.payment).toEqual([
      { method: 'cod', fee: 200, providers: [] },
      { method: 'card', fee: 0, providers: ['Viva', 'Alpha', 'Eurobank', 'WinBank'] },
      { method: 'paypal', fee: 0, providers: [] },
      { method: 'iris', fee: 0, providers: [] },
    ]);
    expect(res.body.notAllowed).toEqual([{ shipping: 'boxnow', payment: 'cod' }]);
    expect(res.body.freeDeliveryThreshold).toBe(10_000);
    // The whole tariff (decision 0088): the checkout prices each method's parcel with it.
    expect(res.body.tariff).toEqual({ courierCents: 450, courierExtraKgCents: 90, boxnowCents: 300, boxnowMediumCents: 350, boxnowLargeCents: 450, islandsCents: 150, boxnowIslandsCents: 100, remoteCents: 300, cyprusCents: 800 });
    expect(res.body.stores).toHaveLength(4);
    expect(res.body.stores[0]).toEqual({ id: expect.any(Number), name: 'Κατάστημα Συντάγματος', address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', hours: expect.stringContaining('09:00') });
    expect((await options('en')).body.stores[0]).toMatchObject({ name: 'Syntagma store', address: '24 Ermou St', city: 'Athens' });
  });

  it('takes its rates from the environment', async () => {
    const other = await createTestApi({ CHECKOUT_COURIER_CENTS: '500', CHECKOUT_BOXNOW_CENTS: '250', CHECKOUT_COD_FEE_CENTS: '150', SHOP_DISPATCH_DAYS: '2' }, { onDatabaseOf: t });
    try {
      const buyer = await freshCustomer(other);
      const res = await other.call('GET', '/Checkout/Options', undefined, { token: buyer.token });
      expect(res.body.shipping.map((s: { cost: number }) => s.cost)).toEqual([500, 0, 250]);
      expect(res.body.payment[0].fee).toBe(150);
      // Two days to dispatch come before each method's own time (as on the product page).
      expect(res.body.shipping.map((s: { deliveryDays: unknown }) => s.deliveryDays)).toEqual([
        { min: 3, max: 5 },
        { min: 3, max: 3 },
        { min: 3, max: 4 },
      ]);
    } finally {
      await other.close();
    }
  });

  it('offers only the providers PAYMENT_PROVIDERS enables, and says when payments are tests (sandboxes)', async () => {
    expect((await options()).body.testPayments).toBe(true);
    const live = { ALPHA_MID: '1', ALPHA_SHARED_SECRET: 's' };
    const other = await createTestApi({ PAYMENT_PROVIDERS: 'alpha', ...live }, { onDatabaseOf: t });
    try {
      const buyer = await freshCustomer(other);
      const res = await other.call('GET', '/Checkout/Options', undefined, { token: buyer.token });
      expect(res.body.payment).toEqual([
        { method: 'cod', fee: 200, providers: [] },
        { method: 'card', fee: 0, providers: ['Alpha'] },
      ]);
      expect(res.body.testPayments).toBe(false);
      // A provider left out is refused on the order too, with nothing written.
      const pick = pickOne(await loadOracle(other.db), 'acme', new Set(), ({ variant }) => variant.stock >= 3);
      const cart = (await buyer.cart.add(pick.variant.id, 1)).body;
      const refused = await orderClient(other, buyer.token).place(orderBody(other, cart, { paymentMethod: 'card', cardProvider: 'Viva' }));
      expect([refused.status, refused.body.fields]).toEqual([400, { cardProvider: 'payment_provider_unavailable' }]);
      expect((await orderClient(other, buyer.token).list()).body.items).toEqual([]);
      const placed = await orderClient(other, buyer.token).place(orderBody(other, cart, { paymentMethod: 'card', cardProvider: 'Alpha' }));
      expect(placed.status).toBe(201);
    } finally {
      await other.close();
    }
  });

  it("gives the asking customer's last choices here: the newest order's shipping, payment, provider and store", async () => {
    const buyer = await freshCustomer(t);
    const ask = async (as = buyer.token, partner = 'acme') => (await t.call('GET', '/Checkout/Options', undefined, { token: as, partner })).body.lastUsed;
    const used = new Set<number>();
    const place = async (changes: Record<string, unknown>) => {
      const pick = pickOne(await loadOracle(t.db), 'acme', used, ({ variant }) => variant.stock >= 3);
      used.add(pick.variant.id);
      const cart = (await buyer.cart.add(pick.variant.id, 1)).body;
      expect((await orderClient(t, buyer.token).place(orderBody(t, cart, changes))).status).toBe(201);
    };
    expect(await ask()).toBeNull();
    await place({ paymentMethod: 'card', cardProvider: 'Alpha' });
    expect(await ask()).toEqual({ shippingMethod: 'courier', paymentMethod: 'card', cardProvider: 'Alpha', storeId: null });
    const store = (await options()).body.stores[1];
    await place({ shippingMethod: 'store_pickup', storeId: store.id });
    expect(await ask()).toEqual({ shippingMethod: 'store_pickup', paymentMethod: 'cod', cardProvider: null, storeId: store.id });
    // Nobody else's: another customer of the partner still has none.
    expect(await ask(token)).toBeNull();
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/Checkout/Options')).status).toBe(401);
    expect((await t.call('GET', '/Checkout/Lockers?q=athens')).status).toBe(401);
  });
});

describe('GET /Checkout/Lockers', () => {
  it('finds lockers by postal code prefix', async () => {
    const res = await lockers('116');
    expect(res.status).toBe(200);
    expect(zLockerList.strict().safeParse(res.body).error).toBeUndefined();
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const l of res.body.items) expect(l.postalCode.startsWith('116')).toBe(true);
    expect(await lockerIds('116 33')).toEqual(DEMO_LOCKERS.filter((l) => l.postalCode === '11633').map((l) => l.id));
    expect(await lockerIds('99')).toEqual([]);
  });

  it('finds lockers by area, city or name, without case or accents, in Greek or English', async () => {
    const pagkrati = DEMO_LOCKERS.filter((l) => l.area.en === 'Pagkrati').map((l) => l.id);
    for (const q of ['Παγκράτι', 'ΠΑΓΚΡΑΤΙ', 'παγκρατι', 'pagkrati', '  Pagkrati ']) expect(await lockerIds(q)).toEqual(pagkrati);
    const piraeus = DEMO_LOCKERS.filter((l) => l.city.en === 'Piraeus').map((l) => l.id);
    expect(await lockerIds('Πειραιας')).toEqual(piraeus);
    expect(await lockerIds('πειραιάς καστέλλα')).toEqual(DEMO_LOCKERS.filter((l) => l.area.en === 'Kastella').map((l) => l.id));
    expect(await lockerIds('Περίπτερο Κυψέλη')).toHaveLength(1);
    expect(await lockerIds('Λάρισα')).toHaveLength(3);
  });

  it('answers in the request language', async () => {
    const [el] = (await lockers('Καλαμαριά')).body.items;
    const [en] = (await lockers('Καλαμαριά', 'en')).body.items;
    expect(el).toMatchObject({ area: 'Καλαμαριά', city: 'Θεσσαλονίκη' });
    expect(en).toMatchObject({ id: el.id, area: 'Kalamaria', city: 'Thessaloniki' });
  });

  it('answers at most 20 lockers', async () => {
    expect(DEMO_LOCKERS.filter((l) => l.search.includes('ar')).length).toBeGreaterThan(20);
    expect(await lockerIds('ar')).toHaveLength(20);
  });

  it('finds nothing for punctuation and LIKE wildcards', async () => {
    for (const q of ['%%', '__', '%_%', "' OR 1=1 --"]) expect(await lockerIds(q)).toEqual([]);
  });

  it('refuses a missing, short, long or unknown query (400)', async () => {
    expect((await t.call('GET', '/Checkout/Lockers', undefined, { token })).body).toMatchObject({ error: 'validation_failed', fields: { q: 'required' } });
    expect((await lockers('a')).body.fields).toEqual({ q: 'min_characters' });
    expect((await lockers(' a ')).status).toBe(400);
    expect((await lockers('x'.repeat(61))).body.fields).toEqual({ q: 'max_characters' });
    expect((await t.call('GET', '/Checkout/Lockers?q=athens&limit=50', undefined, { token })).status).toBe(400);
    expect((await t.call('GET', '/Checkout/Lockers?q=ab&q=cd', undefined, { token })).status).toBe(400);
  });
});
