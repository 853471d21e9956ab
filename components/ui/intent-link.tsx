'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * The storefront's link: a next/link that prefetches its page once the shopper shows intent (the
 * pointer over it, a touch, the keyboard's focus) instead of as soon as it is on screen. On a
 * phone-class CPU each viewport prefetch is a request and a parse while the page is still loading
 * and hydrating (the header's links, a grid of product cards); the page's own content is what
 * should get the network and the main thread first (issue #16, Lighthouse). Navigation is still
 * client-side; a touch gives the prefetch a head start of the tap's length.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
