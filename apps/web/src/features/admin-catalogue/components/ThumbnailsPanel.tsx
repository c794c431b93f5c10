import { createThumbnailBody } from '@kru/contract';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import { type Catalogue, useAddThumbnail, useDeleteThumbnail } from '../../admin/api.ts';

type Thumbnail = Catalogue['thumbnails'][number];

function AddThumbnailForm() {
  const { t } = useTranslation();
  const add = useAddThumbnail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { url: '' },
    validate: zodFormResolver(createThumbnailBody),
  });

  const submit = form.onSubmit(({ url }) => {
    setFormError(null);
    add.mutate(url.trim(), {
      onSuccess: () => {
        form.reset();
        notify.success(t('admin.thumbnails.added'));
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="thumbnail-form">
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('admin.thumbnails.url')}
            description={t('admin.thumbnails.urlHint')}
            placeholder="https://"
            withAsterisk
            style={{ flex: 1, minWidth: 220 }}
            key={form.key('url')}
            {...form.getInputProps('url')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 46 }}
            leftSection={<IconPlus size={16} />}
            loading={add.isPending}
          >
            {t('admin.common.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ThumbnailCard({ thumbnail }: { thumbnail: Thumbnail }) {
  const { t } = useTranslation();
  const remove = useDeleteThumbnail();
  const confirmRemove = () =>
    void dialogs.confirm({
      title: t('admin.thumbnails.removeConfirm.title'),
      children: <Text size="sm">{t('admin.thumbnails.removeConfirm.text')}</Text>,
      labels: { confirm: t('admin.thumbnails.remove'), cancel: t('admin.common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(thumbnail.id, { onSuccess: () => notify.success(t('admin.thumbnails.removed')) }),
    });
  return (
    <Card withBorder radius="md" padding="sm" data-testid="thumbnail">
      <Card.Section>
        <Image src={thumbnail.url} alt={thumbnail.code} h={120} fit="cover" bg="gray.1" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {thumbnail.code}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {thumbnail.url}
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          loading={remove.isPending}
          onClick={confirmRemove}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('admin.thumbnails.remove')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The cover images course authors choose from: add one by its address, remove one no course uses. */
export function ThumbnailsPanel({ thumbnails }: { thumbnails: Thumbnail[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <AddThumbnailForm />
      {thumbnails.length === 0 ? (
        <Text c="dimmed">{t('admin.thumbnails.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {thumbnails.map((thumbnail) => (
            <ThumbnailCard key={thumbnail.id} thumbnail={thumbnail} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
