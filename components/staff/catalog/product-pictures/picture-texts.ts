/** The console's picture strings, translated by the page (staffPictures) and handed to the client parts, which read no messages themselves. */
export type PictureTexts = {
  color: string;
  everyColor: string;
  altEl: string;
  altEn: string;
  save: string;
  delete: string;
  moveUp: string;
  moveDown: string;
  list: string;
  dragHint: string;
  /** Per picture (by position), already formatted. */
  position: (n: number) => string;
  moveUpLabel: (n: number) => string;
  moveDownLabel: (n: number) => string;
  deleteLabel: (n: number) => string;
};

/** What the client list gets: plain strings (functions cannot cross to the browser), one entry per position. */
export type PictureListTexts = Omit<PictureTexts, 'position' | 'moveUpLabel' | 'moveDownLabel' | 'deleteLabel'> & {
  positions: string[];
  moveUpLabels: string[];
  moveDownLabels: string[];
  deleteLabels: string[];
};

export function listTexts(texts: PictureTexts, count: number): PictureListTexts {
  const each = (f: (n: number) => string) => Array.from({ length: count }, (_, i) => f(i + 1));
  const { position, moveUpLabel, moveDownLabel, deleteLabel, ...plain } = texts;
  return { ...plain, positions: each(position), moveUpLabels: each(moveUpLabel), moveDownLabels: each(moveDownLabel), deleteLabels: each(deleteLabel) };
}
