import type * as ZodCore from 'zod/v4/core';
import { zodJitless } from './zod-jitless';

type Host = { __zod_globalConfig?: { jitless?: boolean } };
const host = globalThis as Host;

describe('zodJitless', () => {
  afterEach(() => {
    delete host.__zod_globalConfig;
    jest.resetModules();
  });

  it('reaches zod loaded afterwards: its config() says jitless and its object probe does not run', () => {
    delete host.__zod_globalConfig;
    zodJitless();
    jest.isolateModules(() => {
      const { config, util } = jest.requireActual<typeof ZodCore>('zod/v4/core');
      const { allowsEval } = util;
      expect(config().jitless).toBe(true);
      expect(allowsEval.value).toBe(false);
    });
  });

  it('reaches zod loaded before, keeping its other settings', () => {
    jest.isolateModules(() => {
      const { config } = jest.requireActual<typeof ZodCore>('zod/v4/core');
      config({ localeError: undefined });
      expect(config().jitless).toBeUndefined();
      zodJitless();
      expect(config().jitless).toBe(true);
      expect(Object.keys(config())).toContain('localeError');
    });
  });
});
