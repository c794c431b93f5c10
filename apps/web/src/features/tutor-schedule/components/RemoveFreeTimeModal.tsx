import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../tuition/api.ts';
import { formatDayHeading, formatTimeRange } from '../../tuition/time-format.ts';

/**
 * Confirms removing free time: the block's half-hour slots, all ticked; untick the ones to keep. Removing is
 * confirmed because students may be about to book that time.
 */
export function RemoveFreeTimeModal({
  slots,
  timeZone,
  removing,
  onRemove,
  onClose,
}: {
  slots: Slot[] | null;
  timeZone: string;
  removing: boolean;
  onRemove: (ids: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen((slots ?? []).map((slot) => String(slot.id))), [slots]);
  const first = slots?.[0];
  const last = slots?.at(-1);
  return (
    <Modal opened={slots !== null} onClose={onClose} title={t('tuition.calendar.removeTitle')} centered>
      {first && last && (
        <Stack gap="md">
          <Text>
            {t('tuition.calendar.removeText', {
              time: `${formatDayHeading(first.startingAt, timeZone)}, ${formatTimeRange(first.startingAt, last.endingAt, timeZone)}`,
            })}
          </Text>
          {slots.length > 1 && (
            <Checkbox.Group value={chosen} onChange={setChosen}>
              <Stack gap={6}>
                {slots.map((slot) => (
                  <Checkbox
                    key={slot.id}
                    value={String(slot.id)}
                    label={formatTimeRange(slot.startingAt, slot.endingAt, timeZone)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tuition.cancel')}
            </Button>
            <Button
              color="red"
              loading={removing}
              disabled={chosen.length === 0}
              onClick={() => onRemove(chosen.map(Number))}
              data-testid="remove-free-time"
            >
              {t('tuition.calendar.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
