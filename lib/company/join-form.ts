/**
 * The join page's registration (issue #50): what the form holds and the `POST
 * /Company/Invitations/Accept` body made of it — the names trimmed, and a mobile left empty not sent
 * (it is optional; an empty one is no number at all).
 */
export type JoinFormValues = { firstName: string; lastName: string; password: string; mobile: string };

export const EMPTY_JOIN_FORM: JoinFormValues = { firstName: '', lastName: '', password: '', mobile: '' };

export function joinFormBody(values: JoinFormValues): { firstName: string; lastName: string; password: string; mobile?: string } {
  const mobile = values.mobile.trim();
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password, ...(mobile ? { mobile } : {}) };
}

/** Where the "sign in and join" link goes: the login page, coming back to this invitation once signed in. */
export function signInToJoinSearch(joinPath: string): string {
  return `?${new URLSearchParams({ returnTo: joinPath }).toString()}`;
}
