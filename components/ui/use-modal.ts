'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { closeModalAtom, modalsAtom, openModalAtom } from '@/lib/ui/modal-store';

/** One named modal of the store: whether it is open, and open / close actions. */
export function useModal(name: string) {
  const isOpen = useAtomValue(modalsAtom)[name] === true;
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const open = useCallback(() => openModal(name), [openModal, name]);
  const close = useCallback(() => closeModal(name), [closeModal, name]);
  return { isOpen, open, close };
}
