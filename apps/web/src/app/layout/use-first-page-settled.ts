import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** At most this long after the frame appears, the header's own calls go out whatever the page still loads. */
const LONGEST_WAIT_MS = 4000;

let settled = false;

/**
 * False until the first page's data has arrived and been drawn (no query in flight, then a frame), or
 * LONGEST_WAIT_MS; then true for the rest of the visit. The header's badge counts and the messages socket wait
 * for it: on a phone's first visit their calls competed with the page's own for the network and the CPU before
 * its largest content was painted.
 */
export function useFirstPageSettled(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let frame = 0;
    const done = () => {
      settled = true;
      setReady(true);
    };
    // Run after the children's effects, which start the page's queries.
    const check = () => {
      if (frame || client.isFetching() > 0) return;
      // The data's render commits, then the next frame paints it.
      frame = requestAnimationFrame(() => setTimeout(done, 0));
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    check();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [ready, client]);
  return ready;
}
