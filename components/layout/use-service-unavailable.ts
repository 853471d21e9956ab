'use client';

import { useEffect, useState } from 'react';

/**
 * True when the embedded API's readiness answers 503 (issue #14 items 16–17): an error page then
 * says "temporarily unavailable" instead of "there was an error". Server errors reach the error
 * boundary without their message in production, so the boundary asks the server.
 */
export function useServiceUnavailable(): boolean {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health/ready', { cache: 'no-store', signal: controller.signal })
      .then((response) => setUnavailable(response.status === 503))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return unavailable;
}
