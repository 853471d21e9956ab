import { SESSION_PREFIX } from '@/lib/session/store';

/**
 * Runs before the page is painted: marks `<html data-session>` when the browser holds a session,
 * so that on a phone the header keeps the row of the account links and the cart free until they
 * render, and nothing below it moves (issue #16 item 3). The pages are cached for every customer of
 * a partner: the server cannot know. Kept this short (no expiry check: an expired session's row
 * just stays empty) because it is part of every page, the login page's 20.5 kB included.
 */
const SCRIPT = `try{localStorage.${SESSION_PREFIX}id&&(document.documentElement.dataset.session=1)}catch(e){}`;

export function SessionHint() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
