import { signUpForm } from '@kru/contract';
import type { UseFormReturnType } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { ApiError, RequestCancelledError } from '../../app/api/errors.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { zodFormResolver } from './zod-form-resolver.ts';

function fakeForm<Values>(values: Values) {
  const state = { errors: {} as Record<string, unknown> };
  const form = {
    getValues: () => values,
    setErrors: (errors: Record<string, unknown>) => {
      state.errors = errors;
    },
  } as unknown as UseFormReturnType<Values>;
  return { form, state };
}

describe('zodFormResolver', () => {
  const validate = zodFormResolver(signUpForm);

  it('translates the contract message keys, one per field', () => {
    expect(
      validate({ email: '', password: 'short', password_confirmation: 'other', terms_accepted: false }),
    ).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      password_confirmation: 'Passwords must match',
      terms_accepted: 'You must accept the terms and conditions',
    });
  });

  it('reports refinements on their path and nothing when valid', () => {
    const values = { email: 'a@b.co', password: 'password1', terms_accepted: true };
    expect(validate({ ...values, password_confirmation: 'password2' })).toEqual({
      password_confirmation: 'Passwords must match',
    });
    expect(validate({ ...values, password_confirmation: 'password1' })).toEqual({});
  });
});

describe('applyServerErrors', () => {
  const failure = (fieldErrors: Record<string, string[]>) =>
    new ApiError('Some of the information is missing or invalid.', {
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors,
    });

  it('maps snake_case server fields onto snake_case or camelCase form fields', () => {
    const { form, state } = fakeForm({ email: '', subjectPrices: [{ pricePerHour: 0 }] });
    const left = applyServerErrors(
      form,
      failure({ email: ['Taken'], 'subject_prices.0.price_per_hour': ['Too high'] }),
    );
    expect(state.errors).toEqual({ email: 'Taken', 'subjectPrices.0.pricePerHour': 'Too high' });
    expect(left).toBeNull();
  });

  it('uses an explicit field map and returns the message when a field is not on the form', () => {
    const { form, state } = fakeForm({ code: '' });
    expect(
      applyServerErrors(form, failure({ token: ['Wrong code'] }), { fieldMap: { token: 'code' } }),
    ).toBeNull();
    expect(state.errors).toEqual({ code: 'Wrong code' });
    expect(applyServerErrors(form, failure({ body: ['Bad'] }))).toBe(
      'Some of the information is missing or invalid.',
    );
  });

  it('returns the message of an error without fields, and nothing for a cancelled call', () => {
    const { form } = fakeForm({ email: '' });
    const invalid = new ApiError('The email or password is incorrect.', {
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(applyServerErrors(form, invalid)).toBe('The email or password is incorrect.');
    expect(applyServerErrors(form, new RequestCancelledError())).toBeNull();
  });
});
