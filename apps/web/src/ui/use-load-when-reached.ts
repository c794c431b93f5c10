import { startTransition, useState } from 'react';

/**
 * For a control whose code loads on demand (a menu, a select): a stand-in of the same size is drawn first, and the
 * real one loads when the pointer, the focus or a press reaches it (in a transition, so the stand-in stays as it is
 * meanwhile). `opened`: it was pressed, so the real one opens once it arrives; `focused`: it takes the focus.
 */
export function useLoadWhenReached() {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusedNow, setFocused] = useState(false);
  const load = () => startTransition(() => setWanted(true));
  return {
    wanted,
    opened: pressed,
    focused: focusedNow || pressed,
    /** The stand-in's handlers. */
    reachProps: {
      onPointerEnter: load,
      onFocus: () => {
        setFocused(true);
        load();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setPressed(true);
        load();
      },
    },
  };
}
