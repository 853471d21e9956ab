// Invoker commands (HTML: `<button command commandfor>`; Chromium 135, Firefox 144, Safari 26.2):
// not in @types/react yet. React renders both as plain attributes.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's declaration, whose parameter it must repeat
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}` | undefined;
    commandfor?: string | undefined;
  }
}
