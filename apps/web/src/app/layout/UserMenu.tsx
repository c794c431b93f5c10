import { lazy, Suspense, startTransition, useState } from 'react';
import { useSession } from '../session/use-session.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

/** Mantine's Menu and the floating-ui it positions with (~20 KB gzip) are not needed to draw a page. */
const UserMenuDropdown = lazy(() => import('./UserMenuDropdown.tsx'));

/**
 * The signed-in user's avatar with profile, settings and sign-out. The menu's code loads when the pointer or the
 * focus reaches the button (in a transition, so the button stays as it is meanwhile); a press before it arrives
 * opens the menu once it has, and the focus stays on the button.
 */
export function UserMenu() {
  const { user } = useSession();
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  if (!user) return null;
  const load = () => startTransition(() => setWanted(true));
  const button = (
    <UserMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
  return (
    <Suspense fallback={button}>
      {wanted ? <UserMenuDropdown user={user} opened={pressed} focused={focused || pressed} /> : button}
    </Suspense>
  );
}
