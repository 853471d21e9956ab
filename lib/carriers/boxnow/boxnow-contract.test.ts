import { boxnowDeliveryRequest, boxnowMoney, internationalPhone, zBoxnowDeliveryRequest, type LockerShipment } from './boxnow-contract';

const shipment: LockerShipment = {
  reference: 'ACM-2026-000042-1',
  valueCents: 10_001,
  codCents: 10_001,
  recipient: { name: 'Ελένη Κώστα', phone: '691 234 5678', email: 'eleni@example.gr' },
  lockerId: '9',
  parcels: [
    { id: '1', name: 'ACM-2026-000042 1/2', weightKg: 1.234, compartmentSize: 2 },
    { id: '2', name: 'ACM-2026-000042 2/2', weightKg: 0.5, compartmentSize: 1 },
  ],
};

describe('Box Now delivery request', () => {
  it('writes money with two decimals and phones in the international form', () => {
    expect([boxnowMoney(0), boxnowMoney(5), boxnowMoney(4_200), boxnowMoney(123_456)]).toEqual(['0.00', '0.05', '42.00', '1234.56']);
    expect(() => boxnowMoney(-1)).toThrow(RangeError);
    expect([internationalPhone('6912345678'), internationalPhone('+30 691 234 5678'), internationalPhone('0030 210 123 4567'), internationalPhone('+357 99 123456')]).toEqual(['+306912345678', '+306912345678', '+302101234567', '+35799123456']);
    expect([internationalPhone('12345'), internationalPhone('phone')]).toEqual([undefined, undefined]);
  });

  it('asks for cash on delivery with the amount, the locker as destination, one item per parcel whose values add up to the order’s', () => {
    const request = boxnowDeliveryRequest(shipment, '2');
    expect(zBoxnowDeliveryRequest.parse(request)).toEqual(request);
    expect(request).toMatchObject({ orderNumber: 'ACM-2026-000042-1', invoiceValue: '100.01', paymentMode: 'cod', amountToBeCollected: '100.01', origin: { locationId: '2' } });
    expect(request.destination).toEqual({ locationId: '9', contactNumber: '+306912345678', contactEmail: 'eleni@example.gr', contactName: 'Ελένη Κώστα' });
    expect(request.items.map((i) => [i.value, i.weight, i.compartmentSize])).toEqual([
      ['50.01', 1.23, 2],
      ['50.00', 0.5, 1],
    ]);
  });

  it('is prepaid with nothing to collect when paid, and refuses a phone Box Now would refuse', () => {
    expect(boxnowDeliveryRequest({ ...shipment, codCents: 0 }, '2')).toMatchObject({ paymentMode: 'prepaid', amountToBeCollected: '0.00' });
    expect(() => boxnowDeliveryRequest({ ...shipment, recipient: { ...shipment.recipient, phone: '123' } }, '2')).toThrow(RangeError);
  });
});
