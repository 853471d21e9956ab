/**
 * The cookie mirror of the browser session (DESIGN §4): what middleware and server components
 * need to apply SPEC §4's rule and to render authenticated data. Written by the browser
 * session store; read on the server.
 */
export const SESSION_COOKIE = 'usr_fe_session';
export const ACCESS_TOKEN_COOKIE = 'usr_fe_at';

export type SessionCookie = { id: number; ld: number; rd: number; pc: string };

export function encodeSessionCookie(value: SessionCookie): string {
  return encodeURIComponent(JSON.stringify(value));
}

export function decodeSessionCookie(raw: string | undefined): SessionCookie | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<SessionCookie>;
    if (typeof value !== 'object' || value === null) return undefined;
    return { id: Number(value.id), ld: Number(value.ld), rd: Number(value.rd), pc: String(value.pc ?? '') };
  } catch {
    return undefined;
  }
}

/**
 * Whether a `document.cookie` string still carries the session mirror. A browser session whose
 * cookie is gone was ended by the server (another partner's session, SPEC §4; see middleware).
 */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_COOKIE && !!value;
  });
}
