import type { UpdateUserBody } from '@kru/contract';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useUnsavedChangesWarning } from '../../../app/router/use-unsaved-changes-warning.ts';
import { type SessionUser, sessionStore } from '../../../app/session/index.ts';
import { applyServerErrors } from '../../../ui/form/index.ts';
import { touchesVettedFields } from '../../kyc/documents.ts';
import { useSaveProfile } from '../api.ts';

export type IsDirty = (path: string) => boolean;

/** What the pages give a profile form: whose profile, the main button's words and what follows a save. */
export interface ProfileFormProps {
  user: SessionUser;
  submitLabel: string;
  onSaved: (changed: boolean) => void;
  onBack?: () => void;
}

interface ProfileFormOptions<Values> {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
  /** The `POST /user` body: only this form's fields that differ from what is saved (spec 5). */
  toBody: (values: Values, isDirty: IsDirty) => UpdateUserBody;
  /** After a save (`changed`), or straight away when nothing changed; never while changes are unsaved. */
  onSaved: (changed: boolean) => void;
}

/** The parsed values of `fields` the person changed, ready for `POST /user`. */
export function pickChanged<Body extends UpdateUserBody, Field extends keyof Body & string>(
  parsed: Body,
  fields: readonly Field[],
  isDirty: IsDirty,
): Pick<Body, Field> {
  return Object.fromEntries(fields.filter(isDirty).map((field) => [field, parsed[field]])) as Pick<
    Body,
    Field
  >;
}

/**
 * A profile form (onboarding step or profile section): validation, `POST /user` with the changed fields, the
 * server's field errors on the fields, and the unsaved-changes warning. `onSaved` runs once the form is clean
 * again, so moving on (to the next step) is never blocked by the warning.
 */
export function useProfileForm<Values extends Record<string, unknown>>({
  initialValues,
  validate,
  toBody,
  onSaved,
}: ProfileFormOptions<Values>) {
  const { t } = useTranslation();
  const form = useForm<Values>({ initialValues, validate });
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [finished, setFinished] = useState<{ changed: boolean } | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  // Declared before the effect below, so the router's blocker is released before `onSaved` navigates.
  useUnsavedChangesWarning(form.isDirty() && finished === null);

  useEffect(() => {
    if (!finished) return;
    setFinished(null);
    onSavedRef.current(finished.changed);
  }, [finished]);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = toBody(values, (path) => form.isDirty(path));
    if (Object.keys(body).length === 0) {
      form.resetDirty(values);
      setFinished({ changed: false });
      return;
    }
    // DESIGN.md: changing a vetted field of a confirmed profile puts it back to review. Say so before saving;
    // the saved user (the answer) then shows the new state everywhere.
    const confirmed = sessionStore.getState().user?.approvalStatus === 'approved';
    const send = () =>
      save.mutate(body, {
        onSuccess: (user) => {
          form.resetDirty(values);
          setFinished({ changed: true });
          if (confirmed && user.approvalStatus === 'pending') notify.info(t('kyc.vetted.sentBack'));
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      });
    if (!confirmed || !touchesVettedFields(body)) return send();
    void dialogs.confirm({
      title: t('kyc.vetted.title'),
      children: t('kyc.vetted.text'),
      labels: { confirm: t('kyc.vetted.confirm'), cancel: t('common.cancel') },
      onConfirm: send,
    });
  });

  return { form, submit, saving: save.isPending, formError };
}
