import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads a quoted, a plain and an extended (UTF-8) name, the extended one first', () => {
    expect(fileNameFromDisposition('attachment; filename="my-data-acme-2026-11-22.json"')).toBe('my-data-acme-2026-11-22.json');
    expect(fileNameFromDisposition('attachment; filename=my-data.html')).toBe('my-data.html');
    expect(fileNameFromDisposition(`attachment; filename="data.json"; filename*=UTF-8''%CE%B4%CE%B5%CE%B4%CE%BF%CE%BC%CE%AD%CE%BD%CE%B1.json`)).toBe('δεδομένα.json');
    expect(fileNameFromDisposition('attachment; filename="a \\"quoted\\" name.json"')).toBe('a "quoted" name.json');
  });

  it('gives nothing for no header, no name, a path or a control character', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename="../etc/passwd"')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename="a\\\\b.json"')).toBeUndefined();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%0Ab.json")).toBeUndefined();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=\"ok.json\"")).toBe('ok.json');
  });
});
