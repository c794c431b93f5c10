import { COURSE_TITLE_MAX, LIMITS } from '@kru/contract';
import { Button, Fieldset, Group, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { useUnsavedChangesWarning } from '../../../app/router/use-unsaved-changes-warning.ts';
import { useSession } from '../../../app/session/index.ts';
import { applyServerErrors, FormErrorAlert } from '../../../ui/form/index.ts';
import { type AuthoredCourse, useSaveCourse, useSubdomains } from '../api.ts';
import {
  type CourseFormValues,
  initialCourseValues,
  toCourseRequest,
  validateCourseForm,
} from '../course-form.ts';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { coursePagePath } from '../paths.ts';
import { SubjectFields } from './SubjectFields.tsx';
import { OWN_COVER, ThumbnailPicker } from './ThumbnailPicker.tsx';

/**
 * Step 1, the course's information: created on the first save (then on to the content), changed on later ones.
 * Read-only while the course is under review.
 */
export function CourseInfoForm({ course }: { course: AuthoredCourse | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind, courseType } = useCourseKind();
  const ownTenant = useSession().user?.subdomain ?? null;
  const subdomains = useSubdomains();
  const save = useSaveCourse();
  const readOnly = course !== null && !course.canEdit;
  const form = useForm<CourseFormValues>({
    initialValues: initialCourseValues(course, ownTenant?.id ?? null),
    validate: (values) => validateCourseForm(values, courseType),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const values = form.getValues();
  const [nextPath, setNextPath] = useState<string | null>(null);

  // Declared before the effect below, so the blocker is released before the page moves on.
  useUnsavedChangesWarning(!readOnly && form.isDirty() && nextPath === null);
  useEffect(() => {
    if (nextPath) navigate(nextPath);
  }, [nextPath, navigate]);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { courseId: course?.id ?? null, body: toCourseRequest(values, courseType) },
      {
        onSuccess: (saved) => {
          form.resetDirty(values);
          notify.success(t('courseAuthoring.info.saved'));
          setNextPath(coursePagePath(kind, 'content', saved.id));
        },
        onError: (error) => setFormError(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="course-info-form">
      <Stack gap="lg" maw={760}>
        <FormErrorAlert message={formError} />
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="md">
            <TextInput
              label={t('courseAuthoring.info.title')}
              maxLength={COURSE_TITLE_MAX}
              withAsterisk
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('courseAuthoring.info.description')}
              description={t('courseAuthoring.info.descriptionHint')}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={LIMITS.descriptionMax}
              withAsterisk
              {...form.getInputProps('description')}
            />
            {courseType === 'subject' && <SubjectFields form={form} />}
            <ThumbnailPicker
              value={values.cover_url ? OWN_COVER : values.thumbnail_id}
              ownCoverUrl={values.cover_url}
              onChange={(value) => form.setValues({ thumbnail_id: value, cover_url: null, cover_file: null })}
              onOwnCover={(key, previewUrl, firstThumbnailId) =>
                form.setValues({
                  cover_file: key,
                  cover_url: previewUrl,
                  // The built-in thumbnail stays required: it shows again if the own cover is ever removed.
                  thumbnail_id: values.thumbnail_id ?? firstThumbnailId,
                })
              }
              error={form.errors.thumbnail_id ?? form.errors.cover_file}
              disabled={readOnly}
            />
            <MultiSelect
              label={t('courseAuthoring.info.tenants')}
              description={
                ownTenant
                  ? t('courseAuthoring.info.tenantsOwn', { title: ownTenant.title })
                  : t('courseAuthoring.info.tenantsHint')
              }
              placeholder={t('courseAuthoring.info.tenantsEverywhere')}
              data={(subdomains.data ?? []).map((subdomain) => ({
                value: String(subdomain.id),
                label: subdomain.title,
              }))}
              searchable
              clearable
              {...form.getInputProps('sub_domain_ids')}
            />
            <Switch
              label={t(`courseAuthoring.kinds.${kind}.free`)}
              description={t('courseAuthoring.info.freeHint')}
              {...form.getInputProps('is_free', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          {readOnly && course ? (
            <Button component={Link} to={coursePagePath(kind, 'content', course.id)}>
              {t('courseAuthoring.steps.next')}
            </Button>
          ) : (
            <Button type="submit" loading={save.isPending} data-testid="save-info">
              {t('courseAuthoring.info.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
