import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** At most this long after the frame appears, the header's own calls go out whatever the page still loads. */
const LONGEST_WAIT_MS = 4000;

let settled = false;

/** How long the main thread may stay busy after the data arrived before the header's calls go anyway. */
const LONGEST_DRAWING_MS = 1500;

/**
 * After the next frame, once the main thread is idle: a page that draws its answers from a deferred copy (the
 * course search's cards, the home page's cards) renders them in slices after the data's own render, and those
 * slices keep the thread busy until the page is drawn. Without idle callbacks (Safari), after the frame.
 */
function afterDrawing(done: () => void): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(done, { timeout: LONGEST_DRAWING_MS });
    } else timer = setTimeout(done, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * False until the first page's data has arrived and been drawn (no query in flight, then a frame and an idle
 * main thread), or LONGEST_WAIT_MS; then true for the rest of the visit. The header's badge counts and the
 * messages socket wait for it: on a phone's first visit their calls competed with the page's own for the network
 * and the CPU before its largest content was painted.
 */
export function useFirstPageSettled(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let cancelDrawing: (() => void) | null = null;
    const done = () => {
      settled = true;
      setReady(true);
    };
    // Run after the children's effects, which start the page's queries.
    const check = () => {
      if (cancelDrawing || client.isFetching() > 0) return;
      cancelDrawing = afterDrawing(done);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    check();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      cancelDrawing?.();
    };
  }, [ready, client]);
  return ready;
}
