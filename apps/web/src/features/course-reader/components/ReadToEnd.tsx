import { useEffect, useRef } from 'react';

/**
 * An invisible mark at the end of a section's body: `onReached` once it comes into view, which is at once when the
 * body fits the screen and otherwise when the learner has scrolled to its end.
 */
export function ReadToEnd({ onReached }: { onReached: () => void }) {
  const mark = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;

  useEffect(() => {
    const element = mark.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        reached.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={mark} aria-hidden style={{ height: 1 }} data-testid="section-end" />;
}
