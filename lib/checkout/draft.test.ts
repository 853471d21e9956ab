import { MemoryStorage } from '@/lib/session/testing/memory-storage';
import { clearDraft, draftStorageKey, loadDraft, mergeValues, saveAttempt, saveDraftValues } from './draft';
import { initialCheckoutValues } from './form-values';

const key = draftStorageKey('acme', 7);
const fresh = initialCheckoutValues({ email: 'maria@example.com', firstName: 'Μαρία', lastName: 'Π', mobile: null });

describe('checkout draft in sessionStorage', () => {
  it('is per storefront and customer', () => {
    expect(key).toBe('checkout:acme:7');
    expect(draftStorageKey('hellas', 7)).not.toBe(key);
  });

  it('gives fresh values when nothing is stored, or something unreadable', () => {
    expect(loadDraft(new MemoryStorage(), key, fresh)).toEqual({ values: fresh, resumed: false });
    expect(loadDraft(new MemoryStorage({ [key]: '{oops' }), key, fresh)).toEqual({ values: fresh, resumed: false });
    expect(loadDraft(new MemoryStorage({ [key]: '[1,2]' }), key, fresh)).toEqual({ values: fresh, resumed: false });
  });

  it('keeps what was typed and the attempt across saves', () => {
    const storage = new MemoryStorage();
    const typed = { ...fresh, billing: { ...fresh.billing, city: 'Αθήνα', postalCode: '10431' }, shippingMethod: 'boxnow' as const, locker: { id: 'L1', name: 'Box', address: 'Οδός 1', area: 'Κέντρο', city: 'Αθήνα', postalCode: '10431' } };
    saveDraftValues(storage, key, typed);
    saveAttempt(storage, key, { key: 'k-1', fingerprint: '{}' });
    saveDraftValues(storage, key, typed);
    expect(loadDraft(storage, key, fresh)).toEqual({ values: typed, resumed: true, attempt: { key: 'k-1', fingerprint: '{}' } });
    saveAttempt(storage, key, undefined);
    expect(loadDraft(storage, key, fresh)).toEqual({ values: typed, resumed: true });
    clearDraft(storage, key);
    expect(storage.snapshot()).toEqual({});
  });

  it('takes only known fields of the right type from a stored draft', () => {
    const merged = mergeValues(fresh, { email: 42, comments: 'Κουδούνι 2', extra: 'x', billing: { city: 'Πάτρα', country: 'CY', evil: true }, saveAddress: 'yes', locker: 'L1' });
    expect(merged.email).toBe('maria@example.com');
    expect(merged.comments).toBe('Κουδούνι 2');
    expect(merged.billing.city).toBe('Πάτρα');
    expect(merged.billing.country).toBe('CY');
    expect(merged.billing).not.toHaveProperty('evil');
    expect(merged).not.toHaveProperty('extra');
    expect(merged.saveAddress).toBe(fresh.saveAddress);
    expect(merged.locker).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveDraftValues(storage, key, fresh)).not.toThrow();
  });
});
