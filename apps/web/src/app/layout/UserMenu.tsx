import { lazy, Suspense } from 'react';
import { useLoadWhenReached } from '../../ui/use-load-when-reached.ts';
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
  const { wanted, opened, focused, reachProps } = useLoadWhenReached();
  if (!user) return null;
  const button = <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} {...reachProps} />;
  return (
    <Suspense fallback={button}>
      {wanted ? <UserMenuDropdown user={user} opened={opened} focused={focused} /> : button}
    </Suspense>
  );
}
