import { impersonatedAction, onBehalfRouteOf } from './impersonated-action';

describe('impersonatedAction', () => {
  it('names a successful write by its route', () => {
    expect(impersonatedAction({ method: 'PUT', routeName: 'updateProfile', status: 200 })).toBe('on_behalf.updateProfile');
    expect(impersonatedAction({ method: 'POST', routeName: 'placeOrder', status: 201 })).toBe('on_behalf.placeOrder');
    expect(impersonatedAction({ method: 'DELETE', routeName: 'deleteOrderList', status: 204 })).toBe('on_behalf.deleteOrderList');
    expect(impersonatedAction({ method: 'patch', routeName: 'updateCartItem', status: 200 })).toBe('on_behalf.updateCartItem');
  });

  it('leaves out reads, POSTs that only read, refusals and calls outside the route table', () => {
    expect(impersonatedAction({ method: 'GET', routeName: 'getProfile', status: 200 })).toBeUndefined();
    expect(impersonatedAction({ method: 'POST', routeName: 'productsByIds', status: 200 })).toBeUndefined();
    expect(impersonatedAction({ method: 'POST', routeName: 'lookupOrder', status: 200 })).toBeUndefined();
    expect(impersonatedAction({ method: 'POST', routeName: 'addCartItem', status: 409 })).toBeUndefined();
    expect(impersonatedAction({ method: 'POST', routeName: 'addCartItem', status: 302 })).toBeUndefined();
    expect(impersonatedAction({ method: 'POST', routeName: undefined, status: 200 })).toBeUndefined();
  });

  it('gives the route back from the action, and nothing for other actions', () => {
    expect(onBehalfRouteOf('on_behalf.createAddress')).toBe('createAddress');
    expect(onBehalfRouteOf('customer.impersonation_start')).toBeUndefined();
  });
});
