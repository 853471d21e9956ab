'use client';

import { useMessage } from './use-message';
import { isApiError } from '@/lib/api/errors';
import { encodeMessage } from '@/lib/forms/message-codec';

/** The API's error key of a failed call, translated (its first field's params filled in); undefined for other failures. */
export function useApiErrorText(): (error: unknown) => string | undefined {
  const message = useMessage();
  return (error) => {
    if (!isApiError(error)) return undefined;
    const params = error.params ? Object.values(error.params)[0] : undefined;
    return message(encodeMessage({ key: error.key, params }), 'errors.unknown');
  };
}
