import { batchShipmentQuery, notShippedOf, selectedOrderIds } from './ship-selected';

describe('ship selected', () => {
  it('reads the ticked ids: whole positive numbers, each once, at most 50', () => {
    expect(selectedOrderIds(['3', '1', '3', 'x', '0', '-2', '1.5', { a: 1 }])).toEqual([3, 1]);
    expect(selectedOrderIds(Array.from({ length: 60 }, (_, i) => String(i + 1)))).toHaveLength(50);
  });

  it('tells what shipped and what did not with its error key, and reads that back', () => {
    const query = batchShipmentQuery({
      results: [
        { orderId: 1, orderNumber: 'ACM-2026-000001', status: 'shipped', shipment: null, error: null, detail: null },
        { orderId: 2, orderNumber: 'ACM-2026-000002', status: 'failed', shipment: null, error: 'carrier_unavailable', detail: null },
        { orderId: 9, orderNumber: null, status: 'failed', shipment: null, error: 'order_not_found', detail: null },
      ],
    });
    expect(query).toEqual({ shipped: 'ACM-2026-000001', notShipped: 'ACM-2026-000002:carrier_unavailable,9:order_not_found' });
    expect(notShippedOf(query.notShipped)).toEqual([{ number: 'ACM-2026-000002', error: 'carrier_unavailable' }, { number: '9', error: 'order_not_found' }]);
    expect(notShippedOf('<script>:x,ACM-1:Bad Key')).toEqual([]);
    expect(batchShipmentQuery({ results: [] })).toEqual({ shipNone: '1' });
  });
});
