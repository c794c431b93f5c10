export { type ApplyServerErrorsOptions, applyServerErrors } from './apply-server-errors.ts';
export { FormErrorAlert } from './FormErrorAlert.tsx';
export { PasswordField } from './PasswordField.tsx';
export { ruleValidator } from './rule-validator.ts';
export { VerificationCodeInput } from './VerificationCodeInput.tsx';
export { translateMessageKey, zodFormResolver } from './zod-form-resolver.ts';
