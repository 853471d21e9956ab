import { BOXNOW_SCRIPT, dueScriptedEvents } from './sandbox-autoplay';

const created = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(created.getTime() + seconds * 1000);

describe('dueScriptedEvents', () => {
  it('moves a parcel one step every so many seconds, never back and never twice', () => {
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(59), 60, [], false)).toEqual([]);
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(60), 60, [], false)).toEqual(['in-depot']);
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(130), 60, ['in-depot'], false)).toEqual(['final-destination']);
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(600), 60, [], false)).toEqual(['in-depot', 'final-destination', 'delivered']);
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(600), 60, ['in-depot', 'final-destination', 'delivered'], false)).toEqual([]);
    // A test played the locker already: the script goes on from there.
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(600), 60, ['final-destination'], false)).toEqual(['delivered']);
  });

  it('does nothing when off, or for a parcel that ended (cancelled, returned)', () => {
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(600), 0, [], false)).toEqual([]);
    expect(dueScriptedEvents(BOXNOW_SCRIPT, created, at(600), 60, [], true)).toEqual([]);
  });
});
