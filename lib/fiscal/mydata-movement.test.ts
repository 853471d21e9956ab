import { buildDeliveryReturnRequest, buildDeliveryReturnResponse, parseDeliveryReturnRequest, parseDeliveryReturnResponse } from './mydata-movement';

describe('ConfirmDeliveryReturn', () => {
  const qr = 'https://mydatapi.aade.gr/TimologioQR/QRInfo?q=ABC&x=1';

  it('names the delivery note by its QR URL, and reads it back', () => {
    const xml = buildDeliveryReturnRequest(qr);
    expect(xml).toContain('<ConfirmDeliveryReturnRequest><qrUrl>https://mydatapi.aade.gr/TimologioQR/QRInfo?q=ABC&amp;x=1</qrUrl></ConfirmDeliveryReturnRequest>');
    expect(parseDeliveryReturnRequest(xml)).toBe(qr);
    expect(parseDeliveryReturnRequest('<Other/>')).toBeUndefined();
    expect(parseDeliveryReturnRequest('not xml <')).toBeUndefined();
  });

  it('reads the return mark, or the errors', () => {
    expect(parseDeliveryReturnResponse(buildDeliveryReturnResponse({ status: 'Success', deliveryReturnMark: '600000000000001' }))).toEqual({ status: 'Success', deliveryReturnMark: '600000000000001' });
    const refused = { status: 'ValidationError' as const, errors: [{ code: '521', message: 'already returned' }] };
    expect(parseDeliveryReturnResponse(buildDeliveryReturnResponse(refused))).toEqual(refused);
    expect(() => parseDeliveryReturnResponse('<Nope/>')).toThrow(SyntaxError);
  });
});
