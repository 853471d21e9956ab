import { CLIENT_ADDRESS_HEADER } from '@/lib/config/trust-proxy.cjs';
import { clientAddressHeaders } from './client-address';

describe('clientAddressHeaders', () => {
  it('hands on the address the server resolved, whatever X-Forwarded-For the client rotates', () => {
    const sent = ['203.0.113.1', '203.0.113.2, 10.0.0.1', 'evil'].map((forged) => clientAddressHeaders(new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.10', 'X-Forwarded-For': forged })));
    for (const headers of sent) expect(headers).toEqual({ [CLIENT_ADDRESS_HEADER]: '192.0.2.10', 'X-Forwarded-For': '192.0.2.10' });
  });

  it('never passes the client’s list on: one address, the one the API would take', () => {
    const headers = clientAddressHeaders(new Headers({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.4' }));
    expect(headers).toEqual({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'X-Forwarded-For': '198.51.100.4' });
  });

  it('names an unknown address as such rather than leaving the header out', () => {
    expect(clientAddressHeaders(new Headers())).toEqual({ [CLIENT_ADDRESS_HEADER]: 'unknown', 'X-Forwarded-For': 'unknown' });
  });
});
