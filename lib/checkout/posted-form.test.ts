import { PAYMENT_RETURN_PARAMS_MAX } from '@/lib/contract/payments';
import { POSTED_FORM_MAX_BYTES, readPostedForm } from './posted-form';

const post = (body: string) => new Request('http://shop.test/x', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('readPostedForm (a bank posting its return)', () => {
  it('gives the fields as the Confirm call takes them', async () => {
    expect(await readPostedForm(post('orderid=abc&status=CAPTURED&digest=x%2By%3D'))).toEqual({ orderid: 'abc', status: 'CAPTURED', digest: 'x+y=' });
  });

  it('refuses more fields, longer names or values, or a larger body than a return has', async () => {
    const many = Array.from({ length: PAYMENT_RETURN_PARAMS_MAX + 1 }, (_, i) => `f${i}=v`).join('&');
    expect(await readPostedForm(post(many))).toBeUndefined();
    expect(await readPostedForm(post(`${'n'.repeat(41)}=v`))).toBeUndefined();
    expect(await readPostedForm(post(`=v`))).toBeUndefined();
    expect(await readPostedForm(post(`a=${'v'.repeat(1001)}`))).toBeUndefined();
    expect(await readPostedForm(post(`a=${'v'.repeat(POSTED_FORM_MAX_BYTES)}`))).toBeUndefined();
  });
});
