import { readFormEntries } from './form-entries';

const post = (body: BodyInit, type?: string) => new Request('http://shop.test/x', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('readFormEntries', () => {
  it('reads urlencoded and multipart forms in the order posted', async () => {
    expect(await readFormEntries(post('b=2&a=1&b=3', 'application/x-www-form-urlencoded'), 100)).toEqual([['b', '2'], ['a', '1'], ['b', '3']]);
    const form = new FormData();
    form.append('z', 'last');
    form.append('y', 'Ελένη');
    expect(await readFormEntries(new Request('http://shop.test/x', { method: 'POST', body: form }), 1000)).toEqual([['z', 'last'], ['y', 'Ελένη']]);
  });

  it('refuses what is not a form, is too large or carries a file', async () => {
    expect(await readFormEntries(post('{"a":1}', 'application/json'), 100)).toBeUndefined();
    expect(await readFormEntries(post('a=1'), 100)).toBeUndefined();
    expect(await readFormEntries(post(`a=${'x'.repeat(200)}`, 'application/x-www-form-urlencoded'), 100)).toBeUndefined();
    const form = new FormData();
    form.append('f', new Blob(['data']), 'f.txt');
    expect(await readFormEntries(new Request('http://shop.test/x', { method: 'POST', body: form }), 1000)).toBeUndefined();
  });
});
