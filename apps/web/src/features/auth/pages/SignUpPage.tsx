import type { SignUpRole } from '@kru/contract';
import { SIGN_UP_ROLES } from '@kru/contract/enums';
import { useSearchParams } from 'react-router';
import { RoleChooser } from '../components/RoleChooser.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';

function isSignUpRole(value: string | null): value is SignUpRole {
  return (SIGN_UP_ROLES as readonly (string | null)[]).includes(value);
}

/** `/auth/sign-up?role=student|teacher`; without a valid role, the visitor picks one first. */
export default function SignUpPage() {
  const [searchParams] = useSearchParams();
  const role = searchParams.get('role');
  return isSignUpRole(role) ? <SignUpForm key={role} role={role} /> : <RoleChooser />;
}
