import { demoModeProblem, LIVE_SERVICE_VARIABLES } from './demo-mode';
import { PROVIDER_CREDENTIALS } from './provider-credentials';
import { EnvError, parseServerEnv } from './server-env';

const VIVA = { VIVA_CLIENT_ID: 'id', VIVA_CLIENT_SECRET: 'secret', VIVA_SOURCE_CODE: '1234' };
const messageOf = (env: Record<string, string>) => {
  try {
    parseServerEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  return '';
};

describe('demoModeProblem', () => {
  it('knows every payment credential and the mail server', () => {
    for (const name of Object.values(PROVIDER_CREDENTIALS).flat()) expect(LIVE_SERVICE_VARIABLES).toContain(name);
    expect(LIVE_SERVICE_VARIABLES).toContain('SMTP_URL');
    expect(LIVE_SERVICE_VARIABLES).toContain('VIES_API_URL');
  });

  it('accepts demo mode alone and live credentials without demo mode', () => {
    expect(demoModeProblem({ DEMO_MODE: true })).toBeUndefined();
    expect(demoModeProblem({ DEMO_MODE: false, ...VIVA, SMTP_URL: 'smtp://mail' })).toBeUndefined();
    expect(demoModeProblem({ DEMO_MODE: true, VIVA_CLIENT_ID: '' })).toBeUndefined();
  });

  it('refuses demo mode next to any one live credential, naming each that is set', () => {
    for (const name of LIVE_SERVICE_VARIABLES) {
      const problem = demoModeProblem({ DEMO_MODE: true, [name]: 'x' });
      expect(problem).toContain(`(${name})`);
    }
    const problem = demoModeProblem({ DEMO_MODE: true, ...VIVA, PAYPAL_CLIENT_SECRET: 's', SMTP_URL: 'smtp://mail' });
    expect(problem).toMatch(/^not allowed next to live service credentials \(VIVA_CLIENT_ID, VIVA_CLIENT_SECRET, VIVA_SOURCE_CODE, PAYPAL_CLIENT_SECRET, SMTP_URL\)/);
  });
});

describe('the environment validation refuses DEMO_MODE beside live credentials', () => {
  it('in every NODE_ENV, one message naming DEMO_MODE and the variables', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const message = messageOf({ NODE_ENV, DEMO_MODE: '1', ...VIVA });
      expect(message).toContain('DEMO_MODE: not allowed next to live service credentials (VIVA_CLIENT_ID, VIVA_CLIENT_SECRET, VIVA_SOURCE_CODE)');
      expect(message.match(/DEMO_MODE/g)!.length).toBeGreaterThanOrEqual(1);
    }
    expect(messageOf({ DEMO_MODE: 'true', SMTP_URL: 'smtps://user:pw@mail.example' })).toContain('DEMO_MODE: not allowed next to live service credentials (SMTP_URL)');
  });

  it('starts a demo without them, and a live shop without DEMO_MODE', () => {
    expect(parseServerEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }).DEMO_MODE).toBe(true);
    expect(parseServerEnv({ NODE_ENV: 'production', DEMO_MODE: '0', ...VIVA }).VIVA_CLIENT_ID).toBe('id');
  });
});
