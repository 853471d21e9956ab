import { listAccess } from './sharing';

describe('listAccess', () => {
  it('lets a member of an active company share their own list, shared or not', () => {
    expect(listAccess({}, { status: 'active' })).toEqual({ kind: 'own', shareable: true, shared: false });
    expect(listAccess({ shared: true }, { status: 'active' })).toEqual({ kind: 'own', shareable: true, shared: true });
  });
  it('offers no sharing without a company, or while it is not active', () => {
    expect(listAccess({}, null)).toEqual({ kind: 'own', shareable: false, shared: false });
    expect(listAccess({}, undefined)).toEqual({ kind: 'own', shareable: false, shared: false });
    for (const status of ['pending', 'declined', 'disabled']) expect(listAccess({}, { status })).toEqual({ kind: 'own', shareable: false, shared: false });
  });
  it('shows a colleague’s list with its owner’s name, never as shareable', () => {
    expect(listAccess({ shared: true, own: false, ownerName: ' Helen Buyer ' }, { status: 'active' })).toEqual({ kind: 'colleague', ownerName: 'Helen Buyer' });
    expect(listAccess({ shared: true, own: false }, { status: 'active' })).toEqual({ kind: 'colleague', ownerName: '' });
  });
});
