import { toast as sonner } from 'sonner';
import { toast } from './toast';
import { subscribeToaster, toasterMounted, toasterUnmounted, toasterWanted } from './toaster-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shown = () => sonner.getHistory().map((t) => ('title' in t ? [t.type, t.title] : ['dismissed']));

describe('toast (sonner loaded after the page)', () => {
  it('waits for the Toaster before publishing, asks for it once, and publishes at once afterwards', async () => {
    const asked = jest.fn();
    const stop = subscribeToaster(asked);
    expect(toasterWanted()).toBe(false);

    toast.success('Saved');
    toast.error('Failed');
    await settle();
    // Not yet published: sonner drops a toast that no Toaster listens to.
    expect(shown()).toEqual([]);
    expect(toasterWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    toasterMounted();
    await settle();
    expect(shown()).toEqual([['success', 'Saved'], ['error', 'Failed']]);

    toast.success('Again');
    await settle();
    expect(shown().at(-1)).toEqual(['success', 'Again']);
    expect(asked).toHaveBeenCalledTimes(1);

    // A replaced Toaster: the next toast waits for the next one.
    toasterUnmounted();
    toast.success('Later');
    await settle();
    expect(shown().at(-1)).toEqual(['success', 'Again']);
    toasterMounted();
    await settle();
    expect(shown().at(-1)).toEqual(['success', 'Later']);
    stop();
  });
});
