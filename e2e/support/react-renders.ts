import type { Page } from '@playwright/test';

/**
 * How many times the component that renders an element rendered, counted in the page itself
 * through React's DevTools hook (the one React DOM reports every commit to, production builds
 * too). Each commit's finished tree is walked; the component that owns an element matching the
 * selector (the nearest function or class component above it) counts once per commit in which it
 * did work. A subtree React skipped keeps the fiber objects of the commit before, so only fibers new
 * to this commit with React's PerformedWork flag count. Install before the page loads.
 */
export async function countRenders(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted: string) => {
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
    const PERFORMED_WORK = 1;
    type Fiber = { tag: number; flags: number; stateNode: unknown; return: Fiber | null; child: Fiber | null; sibling: Fiber | null };
    const counter = window as unknown as { reactRenders: number };
    counter.reactRenders = 0;
    let previous = new WeakSet<Fiber>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      setStrictMode: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const seen = new WeakSet<Fiber>();
        const owners = new Set<Fiber>();
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop()!;
          seen.add(fiber);
          if (fiber.stateNode instanceof Element && fiber.stateNode.matches(wanted)) {
            let owner = fiber.return;
            while (owner && !COMPONENT_TAGS.has(owner.tag)) owner = owner.return;
            if (owner) owners.add(owner);
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        for (const owner of owners) if (owner.flags & PERFORMED_WORK && !previous.has(owner)) counter.reactRenders++;
        previous = seen;
      },
    };
  }, selector);
}

/** The renders counted so far (see countRenders). */
export const rendersCounted = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { reactRenders: number }).reactRenders);
