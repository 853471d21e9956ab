import { readPictureEntryName } from './picture-zip-name';

const candidates = (name: string) => {
  const read = readPictureEntryName(name);
  return read.kind === 'picture' ? read.candidates : read;
};

describe('readPictureEntryName (pictures ZIP grammar, decision 0042)', () => {
  it('reads a code alone: every colour, first position; the code upper-cased', () => {
    expect(candidates('sh-100.jpg')).toEqual([{ code: 'SH-100', color: null, order: 1 }]);
    expect(candidates('SH-100.JPEG')).toEqual([{ code: 'SH-100', color: null, order: 1 }]);
  });

  it('reads a colour (any case) and a position, the most specific reading first', () => {
    expect(candidates('SH-100_Black.webp')).toEqual([
      { code: 'SH-100', color: 'black', order: 1 },
      { code: 'SH-100_BLACK', color: null, order: 1 },
    ]);
    expect(candidates('SH-100_navy_3.png')).toEqual([
      { code: 'SH-100', color: 'navy', order: 3 },
      { code: 'SH-100_NAVY', color: null, order: 3 },
      { code: 'SH-100_NAVY_3', color: null, order: 1 },
    ]);
    expect(candidates('SH-100_2.avif')).toEqual([
      { code: 'SH-100', color: null, order: 2 },
      { code: 'SH-100_2', color: null, order: 1 },
    ]);
  });

  it('keeps a code with underscores, a position only from 1 to 24, and a non-colour word in the code', () => {
    expect(candidates('BAG_TOTE_1.jpg')).toEqual([
      { code: 'BAG_TOTE', color: null, order: 1 },
      { code: 'BAG_TOTE_1', color: null, order: 1 },
    ]);
    expect(candidates('BAG_25.jpg')).toEqual([{ code: 'BAG_25', color: null, order: 1 }]);
    expect(candidates('BAG_0.jpg')).toEqual([{ code: 'BAG_0', color: null, order: 1 }]);
    expect(candidates('BAG_purplish.jpg')).toEqual([{ code: 'BAG_PURPLISH', color: null, order: 1 }]);
  });

  it('refuses paths that climb or are absolute', () => {
    for (const name of ['../SH-100.jpg', 'a/../../SH-100.jpg', '/etc/SH-100.jpg', 'C:SH-100.jpg', 'c:/x/SH-100.jpg', 'x\\SH-100.jpg', './SH-100.jpg', 'SH\u0000.jpg']) {
      expect(readPictureEntryName(name)).toEqual({ kind: 'problem', key: 'zip_path_refused' });
    }
  });

  it('refuses entries inside folders', () => {
    expect(readPictureEntryName('photos/SH-100.jpg')).toEqual({ kind: 'problem', key: 'zip_folder_refused' });
    expect(readPictureEntryName('a/b/SH-100_black.jpg')).toEqual({ kind: 'problem', key: 'zip_folder_refused' });
  });

  it('skips folder entries and what file managers add', () => {
    for (const name of ['photos/', '__MACOSX/._SH-100.jpg', '.DS_Store', 'photos/.DS_Store', 'Thumbs.db', 'desktop.ini', '._SH-100.jpg']) {
      expect(readPictureEntryName(name)).toEqual({ kind: 'skip' });
    }
  });

  it('refuses other names: wrong extension, no extension, spaces, non-Latin letters, a bad code, too long', () => {
    for (const name of ['SH-100.gif', 'SH-100.svg', 'SH-100', 'SH 100.jpg', 'ΠΑΠ-1.jpg', '-SH.jpg', '_black.jpg', 'SH-100_.jpg', `${'A'.repeat(41)}.jpg`, `${'A_'.repeat(120)}A.jpg`]) {
      expect(readPictureEntryName(name)).toEqual({ kind: 'problem', key: 'zip_name_invalid' });
    }
  });
});
