import { atom } from 'jotai';

/**
 * The modal store (SPEC §3-§4): a map of open modal names. Opening adds a name, closing one
 * removes it, closing with no name closes all, toggling flips one. Pure reducers + jotai atoms.
 */
export type ModalState = Readonly<Record<string, true>>;

export function openModal(state: ModalState, name: string): ModalState {
  return state[name] ? state : { ...state, [name]: true };
}

export function closeModal(state: ModalState, name?: string): ModalState {
  if (name === undefined) return {};
  if (!state[name]) return state;
  const { [name]: _closed, ...rest } = state;
  return rest;
}

export function toggleModal(state: ModalState, name: string): ModalState {
  return state[name] ? closeModal(state, name) : openModal(state, name);
}

export const modalsAtom = atom<ModalState>({});

/** Write-only actions for components: `useSetAtom(openModalAtom)('confirm-delete')`. */
export const openModalAtom = atom(null, (get, set, name: string) => set(modalsAtom, openModal(get(modalsAtom), name)));
export const closeModalAtom = atom(null, (get, set, name?: string) => set(modalsAtom, closeModal(get(modalsAtom), name)));
export const toggleModalAtom = atom(null, (get, set, name: string) => set(modalsAtom, toggleModal(get(modalsAtom), name)));
