import { describeDatabaseError, isConnectionFailure } from './connection-faults';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])('recognises the socket error %s', (code) => {
    expect(isConnectionFailure(withCode(code))).toBe(true);
  });

  it.each(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '53300'])('recognises the SQLSTATE %s', (code) => {
    expect(isConnectionFailure(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
    'Aborted(). Build with -sASSERTIONS for more info.',
  ])('recognises the driver message "%s"', (message) => {
    expect(isConnectionFailure(new Error(message))).toBe(true);
  });

  it('looks through drizzle’s wrapper (cause) and AggregateError (Node’s happy-eyeballs connect)', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'), withCode('ECONNREFUSED')], '');
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(isConnectionFailure(wrapped)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['syntax error', withCode('42601', 'syntax error at or near')],
    ['serialization failure', withCode('40001')],
    ['query canceled', withCode('57014', 'canceling statement due to statement timeout')],
    ['plain error', new Error('something else')],
    ['wrapped ordinary error', new Error('Failed query', { cause: withCode('23503') })],
  ])('leaves an ordinary query error alone (%s)', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('accepts anything thrown, and a cyclic or very long cause chain, without throwing', () => {
    for (const value of [undefined, null, 'text', 42, {}, []]) expect(isConnectionFailure(value)).toBe(false);
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(isConnectionFailure(a)).toBe(false);
    let deep: unknown = withCode('ECONNREFUSED');
    for (let i = 0; i < 10_000; i++) deep = { message: 'wrap', cause: deep };
    expect(() => isConnectionFailure(deep)).not.toThrow();
  });
});

describe('describeDatabaseError', () => {
  it('names the connection code when there is one, else the first line of the message', () => {
    expect(describeDatabaseError(new Error('Failed query', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5999') }))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5999',
    );
    expect(describeDatabaseError(new Error('first line\nsecond'))).toBe('first line');
    expect(describeDatabaseError('text')).toBe('text');
  });
});
