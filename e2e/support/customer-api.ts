import type { APIRequestContext } from '@playwright/test';
import { ACME } from './data';
import type { Lang } from './i18n';

/** Calls to the API as one acme customer (bearer token, partner and language), for the API helpers. */
export class CustomerApi {
  constructor(
    protected readonly request: APIRequestContext,
    protected readonly token: string,
    protected readonly lang: Lang,
  ) {}

  protected headers() {
    return { Authorization: `Bearer ${this.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': this.lang };
  }
}
