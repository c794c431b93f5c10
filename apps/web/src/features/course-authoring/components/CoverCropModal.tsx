import { COVER_SHAPE } from '@kru/contract';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { useFileUpload } from '../../files/hooks/use-file-upload.ts';
import { cropCover, isLargeEnoughForCover } from '../crop-cover.ts';

const ASPECT = COVER_SHAPE.width / COVER_SHAPE.height;

/**
 * The crop step of an own cover: the chosen image (`source`, an object URL) framed at the course card's shape,
 * dragged and zoomed (mouse, touch or arrow keys), then cropped in the browser and uploaded as a `cover` file.
 * `onUploaded` gets its key and a preview URL of what was uploaded. Mounted afresh for each image chosen.
 */
export function CoverCropModal({
  source,
  onClose,
  onUploaded,
}: {
  source: string | null;
  onClose: () => void;
  onUploaded: (key: string, previewUrl: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useFileUpload();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [tooSmall, setTooSmall] = useState(false);
  const [cropping, setCropping] = useState(false);

  const close = () => {
    upload.cancel();
    onClose();
  };

  const confirm = async () => {
    if (!source || !area) return;
    setCropping(true);
    try {
      const file = await cropCover(source, area);
      const stored = await upload.upload(file, { type: 'cover', fileName: file.name });
      if (stored) onUploaded(stored.key, URL.createObjectURL(file));
    } catch {
      upload.fail(t('courseAuthoring.info.cover.cropFailed'));
    } finally {
      setCropping(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={close}
      title={t('courseAuthoring.info.cover.cropTitle')}
      size="lg"
      centered
    >
      <Stack gap="md" data-testid="cover-crop">
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.info.cover.cropHint')}
        </Text>
        <Box
          pos="relative"
          h={{ base: 220, sm: 320 }}
          bg="dark.6"
          style={{ borderRadius: 8, overflow: 'hidden' }}
        >
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={ASPECT}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(media) =>
                setTooSmall(!isLargeEnoughForCover(media.naturalWidth, media.naturalHeight))
              }
            />
          )}
        </Box>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={1}
          max={3}
          step={0.05}
          label={null}
          thumbLabel={t('courseAuthoring.info.cover.zoom')}
        />
        {tooSmall && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="cover-error">
            {t('courseAuthoring.info.cover.tooSmall', { min: COVER_SHAPE.minWidth })}
          </Alert>
        )}
        {upload.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="cover-error">
            {upload.error}
          </Alert>
        )}
        {upload.isUploading && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('courseAuthoring.info.cover.cancel')}
          </Button>
          <Button
            onClick={confirm}
            loading={cropping || upload.isUploading}
            disabled={!area || tooSmall}
            data-testid="cover-use"
          >
            {t('courseAuthoring.info.cover.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
