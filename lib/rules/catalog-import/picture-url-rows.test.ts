import { parseAllowList } from './picture-url-address';
import { PICTURE_URLS_MAX_ROWS, readPictureUrlFile } from './picture-url-rows';

const read = (text: string | Uint8Array, allow = '') => readPictureUrlFile(typeof text === 'string' ? new TextEncoder().encode(text) : text, parseAllowList(allow));
const problems = (text: string, allow = '') => read(text, allow).rows.map((r) => r.problem);

describe('readPictureUrlFile: the rows of a pictures URL list', () => {
  it('reads code, colour and URL; upper-cases the code, lower-cases the colour; blank colour is every colour; blank lines are skipped', () => {
    const list = read('code,colour,url\nsh-100,Black,https://cdn.example.com/a.jpg\n\nSH-100,,https://cdn.example.com/b.png\n');
    expect(list).toEqual({
      fileProblems: [],
      rows: [
        { row: 2, code: 'SH-100', color: 'black', url: 'https://cdn.example.com/a.jpg', problem: null },
        { row: 4, code: 'SH-100', color: null, url: 'https://cdn.example.com/b.png', problem: null },
      ],
    });
  });

  it('takes a BOM, semicolons, quoted fields, any column order and case, `color` for `colour`, and no colour column at all', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('URL;Color;Code\r\n"https://cdn.example.com/a;b.jpg";white;BAG_1\r\n')]);
    expect(read(bom).rows).toEqual([{ row: 2, code: 'BAG_1', color: 'white', url: 'https://cdn.example.com/a;b.jpg', problem: null }]);
    expect(read('Code, URL\nX1,https://cdn.example.com/x.jpg').rows.map((r) => [r.code, r.color, r.problem])).toEqual([['X1', null, null]]);
  });

  it('names each bad row\'s problem', () => {
    const csv = [
      'code,colour,url',
      ',black,https://cdn.example.com/a.jpg',
      'BAD CODE!,black,https://cdn.example.com/a.jpg',
      'SH-1,mauve,https://cdn.example.com/a.jpg',
      'SH-1,black,',
      'SH-1,black,ftp://cdn.example.com/a.jpg',
      'SH-1,black,http://10.0.0.1/a.jpg',
      'SH-1,black,http://169.254.169.254/latest/meta-data/',
      'SH-1,black,http://[::1]/a.jpg',
      'SH-1,black,https://cdn.example.com/a.jpg',
      'sh-1,BLACK,https://CDN.example.com/a.jpg',
      'SH-1,,https://cdn.example.com/a.jpg',
      'SH-1,white,https://cdn.example.com/a.jpg',
    ].join('\n');
    expect(problems(csv)).toEqual([
      'code_required', 'code_invalid', 'color_invalid', 'url_required', 'picture_url_invalid', 'picture_url_address_refused', 'picture_url_address_refused',
      'picture_url_address_refused', null, 'picture_url_duplicate', null, null,
    ]);
  });

  it('the allow list lets a local media server through', () => {
    const csv = 'code,url\nSH-1,http://127.0.0.1:4000/a.jpg';
    expect([problems(csv), problems(csv, '127.0.0.1')]).toEqual([['picture_url_address_refused'], [null]]);
  });

  it.each([
    ['a header without url', 'code,colour\nSH-1,black', 'picture_urls_header_invalid'],
    ['a column it does not know', 'code,colour,url,price\nSH-1,black,https://x.example/a.jpg,3', 'picture_urls_header_invalid'],
    ['a column twice', 'code,url,URL\nSH-1,https://x.example/a.jpg,https://x.example/b.jpg', 'picture_urls_header_invalid'],
    ['a header and nothing else', 'code,colour,url\n\n', 'file_empty'],
    ['nothing', '', 'file_empty'],
    ['too many rows', `code,url\n${Array.from({ length: PICTURE_URLS_MAX_ROWS + 1 }, (_, i) => `P${i},https://x.example/${i}.jpg`).join('\n')}`, 'file_too_many_rows'],
    ['not text', 'code,url\n\u0000\u0001', 'file_unreadable'],
  ])('refuses %s as a whole', (_name, text, key) => {
    expect(read(text)).toEqual({ fileProblems: [key], rows: [] });
  });

  it(`takes ${PICTURE_URLS_MAX_ROWS} rows`, () => {
    const csv = `code,url\n${Array.from({ length: PICTURE_URLS_MAX_ROWS }, (_, i) => `P${i},https://x.example/${i}.jpg`).join('\n')}`;
    expect(read(csv).rows).toHaveLength(PICTURE_URLS_MAX_ROWS);
  });
});
