import { Stack } from '@mantine/core';
import { useSession } from '../../app/session/use-session.ts';
import { AdminHome } from './components/AdminHome.tsx';
import { StudentHome } from './components/StudentHome.tsx';
import { TutorHome } from './components/TutorHome.tsx';
import { WelcomeHeader } from './components/WelcomeHeader.tsx';

/** `/`: a welcome and the next steps that fit the signed-in user's role and record. */
export default function HomePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="xl" maw={960}>
      <WelcomeHeader user={user} />
      {user.role === 'teacher' && <TutorHome user={user} />}
      {user.role === 'admin' && <AdminHome />}
      {user.role === 'student' && <StudentHome user={user} />}
    </Stack>
  );
}
