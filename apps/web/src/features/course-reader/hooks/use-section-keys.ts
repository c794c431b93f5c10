import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Keys that type or move inside the focused element keep their own meaning there. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/**
 * The reader's keyboard: → or j opens the next section, ← or k the previous one, unless the focus is in a field
 * (or on the video, whose arrows seek) or a modifier is held.
 */
export function useSectionKeys(previousPath: string | null, nextPath: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      const path =
        event.key === 'ArrowRight' || event.key === 'j'
          ? nextPath
          : event.key === 'ArrowLeft' || event.key === 'k'
            ? previousPath
            : null;
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, previousPath, nextPath]);
}
