import { apiBaseFromEnv } from './base-url';

describe('apiBaseFromEnv', () => {
  it.each([
    [undefined, '/api'],
    ['', '/api'],
    ['https://api.example.com/api/v1', 'https://api.example.com/api'],
    ['https://api.example.com/api/V2/', 'https://api.example.com/api'],
    ['https://api.example.com/api', 'https://api.example.com/api'],
  ])('%p → %p', (input, expected) => expect(apiBaseFromEnv(input)).toBe(expected));
});
