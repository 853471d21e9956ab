'use client';

import { Fragment, useActionState, type ReactNode } from 'react';

/**
 * A console form driven by a Server Action that answers its next state: what it renders is made
 * again from each answer (a new key), so a component's own state (rows added, moved) starts from
 * what the answer kept as typed.
 */
export function AnsweredForm<S>({ action, initial, children }: { action: (state: Awaited<S>, form: FormData) => Promise<S>; initial: Awaited<S>; children: (state: Awaited<S>, formAction: (form: FormData) => void, pending: boolean) => ReactNode }) {
  const [state, formAction, pending] = useActionState(action, initial);
  return <Fragment key={JSON.stringify(state)}>{children(state, formAction, pending)}</Fragment>;
}
