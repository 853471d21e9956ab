import { parseServerEnv } from './server-env';
import { SHOP_DEMO, shopConfigOf } from './shop-config';
import { DELIVERY_DAYS } from '@/lib/rules/checkout-options';

describe('shop configuration', () => {
  it('runs the demo company when nothing is set, in both languages', () => {
    const config = shopConfigOf(parseServerEnv({}));
    expect(config.company.name).toEqual(SHOP_DEMO.name);
    expect(config.company.address).toEqual(SHOP_DEMO.address);
    expect(config.company.vatNumber).toBe(SHOP_DEMO.vatNumber);
    expect(config.company.taxOffice).toBe(SHOP_DEMO.taxOffice);
    expect(config.contact).toEqual({ phone: SHOP_DEMO.phone, email: SHOP_DEMO.email });
    expect(config.delivery).toEqual({ dispatchDays: 0, transit: DELIVERY_DAYS.courier });
  });

  it('takes the operator’s values; an English name or address defaults to the one set', () => {
    const config = shopConfigOf(
      parseServerEnv({ SHOP_COMPANY_NAME: 'Παπαδόπουλος Α.Ε.', SHOP_COMPANY_ADDRESS_EN: '1 Main St, Patras', SHOP_VAT_NUMBER: 'EL094014201', SHOP_DISPATCH_DAYS: '2', SHOP_EMAIL: '', OTHER: 'x' }),
    );
    expect(config.company.name).toEqual({ el: 'Παπαδόπουλος Α.Ε.', en: 'Παπαδόπουλος Α.Ε.' });
    expect(config.company.address).toEqual({ el: SHOP_DEMO.address.el, en: '1 Main St, Patras' });
    expect(config.company.vatNumber).toBe('EL094014201');
    expect(config.contact.email).toBe(SHOP_DEMO.email);
    expect(config.delivery.dispatchDays).toBe(2);
  });

  it('refuses a wrong value, naming the variable', () => {
    expect(() => parseServerEnv({ SHOP_DISPATCH_DAYS: '-1' })).toThrow(/SHOP_DISPATCH_DAYS/);
    expect(() => parseServerEnv({ SHOP_EMAIL: 'nobody' })).toThrow(/SHOP_EMAIL/);
    expect(() => parseServerEnv({ SHOP_VAT_NUMBER: '12' })).toThrow(/SHOP_VAT_NUMBER/);
  });
});
