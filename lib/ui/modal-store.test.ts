import { createStore } from 'jotai';
import { closeModal, closeModalAtom, modalsAtom, openModal, openModalAtom, toggleModal, toggleModalAtom } from './modal-store';

describe('modal reducers', () => {
  it('open, close one, close all, toggle', () => {
    let s = openModal({}, 'a');
    s = openModal(s, 'b');
    expect(s).toEqual({ a: true, b: true });
    expect(closeModal(s, 'a')).toEqual({ b: true });
    expect(closeModal(s)).toEqual({});
    expect(toggleModal(s, 'a')).toEqual({ b: true });
    expect(toggleModal({}, 'a')).toEqual({ a: true });
  });
  it('returns the same state when nothing changes', () => {
    const s = { a: true } as const;
    expect(openModal(s, 'a')).toBe(s);
    expect(closeModal(s, 'zzz')).toBe(s);
  });
});

describe('modal atoms', () => {
  it('drive one store', () => {
    const store = createStore();
    store.set(openModalAtom, 'address-delete');
    store.set(toggleModalAtom, 'order-detail');
    expect(store.get(modalsAtom)).toEqual({ 'address-delete': true, 'order-detail': true });
    store.set(closeModalAtom);
    expect(store.get(modalsAtom)).toEqual({});
  });
});
