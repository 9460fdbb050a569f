// Chromium's trace events, as the measuring scripts read them (long-tasks.ts, lighthouse.ts).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's processor time, µs. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: Array<{ url?: string }> } };
}

/** A task of a thread's loop, under either of the names Chromium's versions give it. */
export const isTask = (event: TraceEvent): boolean =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/** The page's main thread: of the trace's renderer main threads (a blank page's among them), the busiest. */
export function rendererMain(traceEvents: readonly TraceEvent[]): TraceEvent | undefined {
  const busy = new Map<string, number>();
  for (const event of traceEvents) {
    if (isTask(event))
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  }
  const busyness = (event: TraceEvent) => busy.get(`${event.pid}:${event.tid}`) ?? 0;
  return traceEvents
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => busyness(b) - busyness(a))[0];
}
