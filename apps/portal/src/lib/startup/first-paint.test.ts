import { describe, expect, test } from 'vitest';
import { createFirstPaintGate } from './first-paint';

describe('the first-paint gate', () => {
  test('opens only once the first page has rendered, its frame has run and the task after its paint', async () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const gate = createFirstPaintGate({
      nextFrame: (callback) => frames.push(callback),
      afterPaint: (callback) => tasks.push(callback),
    });
    let open = false;
    void gate.painted.then(() => {
      open = true;
    });
    await Promise.resolve();
    expect(frames).toHaveLength(0);

    gate.rendered();
    gate.rendered();
    // A second render (a later page) asks for no second frame.
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    await Promise.resolve();
    expect(open).toBe(false);

    tasks.shift()?.();
    await gate.painted;
    expect(open).toBe(true);
  });
});
