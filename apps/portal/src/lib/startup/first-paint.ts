// When the first page has been painted (decision 055): the start-up's public snapshots and the player's data wait
// for it, so that their calls, the chunks they bring and the parsing of their answers never hold up the page the
// player came for. The root component says when the first page has rendered; the paint follows in the next frame.

export interface FirstPaintGate {
  /** Resolves once the first page has rendered and the frame after it has been painted. */
  painted: Promise<void>;
  /** Says that the first page (not the loading screen) has rendered; later calls do nothing. */
  rendered(): void;
}

export interface FirstPaintTiming {
  /** @default requestAnimationFrame */
  nextFrame?: (callback: () => void) => void;
  /** @default a zero timeout: a task after the frame's paint */
  afterPaint?: (callback: () => void) => void;
}

export function createFirstPaintGate({
  nextFrame = (callback) => requestAnimationFrame(() => callback()),
  afterPaint = (callback) => setTimeout(callback, 0),
}: FirstPaintTiming = {}): FirstPaintGate {
  let open: () => void = () => undefined;
  let done = false;
  const painted = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    painted,
    rendered() {
      if (done) return;
      done = true;
      // requestAnimationFrame runs before the frame's paint; the task queued from it runs after.
      nextFrame(() => afterPaint(open));
    },
  };
}

const app = createFirstPaintGate();

/** The app's gate: `RootProviders` opens it, the root loader's start-up waits for it. */
export const firstPagePainted = (): Promise<void> => app.painted;
export const firstPageRendered = (): void => app.rendered();
