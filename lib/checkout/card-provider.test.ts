import { cardProviderFor, cardProvidersOf, choosesCardProvider } from './card-provider';

describe('card provider', () => {
  const options = { payment: [{ method: 'cod' as const, fee: 200, providers: [] }, { method: 'card' as const, fee: 0, providers: ['Eurobank' as const, 'Viva' as const] }] };

  it('reads the offered providers in the order the options give them', () => {
    expect(cardProvidersOf(options)).toEqual(['Eurobank', 'Viva']);
    expect(cardProvidersOf({ payment: [] })).toEqual([]);
  });

  it('shows the choice only among several providers', () => {
    expect(choosesCardProvider(['Viva', 'Alpha'])).toBe(true);
    expect(choosesCardProvider(['Viva'])).toBe(false);
    expect(choosesCardProvider([])).toBe(false);
  });

  it('starts a card payment with the first offered provider, keeps a chosen one that is still offered', () => {
    expect(cardProviderFor('card', '', ['Eurobank', 'Viva'])).toBe('Eurobank');
    expect(cardProviderFor('card', '', ['Alpha'])).toBe('Alpha');
    expect(cardProviderFor('card', 'Viva', ['Eurobank', 'Viva'])).toBe('Viva');
    expect(cardProviderFor('card', 'WinBank', ['Eurobank', 'Viva'])).toBe('Eurobank');
    expect(cardProviderFor('card', '', [])).toBe('');
  });

  it('leaves the provider alone for other payment methods', () => {
    expect(cardProviderFor('cod', '', ['Viva'])).toBe('');
    expect(cardProviderFor('', 'Viva', ['Viva'])).toBe('Viva');
  });
});
