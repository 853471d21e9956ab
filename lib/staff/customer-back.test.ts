import { customerListBack } from './customer-back';

describe('customerListBack', () => {
  it("keeps only the list's own filters", () => {
    const form = new FormData();
    form.set('back', 'q=anna&status=active&changed=x&error=y&page=2');
    expect(customerListBack(form)).toEqual({ q: 'anna', status: 'active', page: '2' });
  });
  it('is empty without filters', () => {
    expect(customerListBack(new FormData())).toEqual({});
  });
});
