import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSettings, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Move up, move down, settings and delete for a chapter or a section; `name` says which one to assistive tech. */
export function OrderActions({
  name,
  canMoveUp,
  canMoveDown,
  busy,
  onMove,
  onSettings,
  onDelete,
}: {
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onSettings?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const action = (key: string) => t(`courseAuthoring.content.actions.${key}`, { name });
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={action('moveUp')}>
        <ActionIcon
          variant="subtle"
          aria-label={action('moveUp')}
          disabled={!canMoveUp || busy}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={action('moveDown')}>
        <ActionIcon
          variant="subtle"
          aria-label={action('moveDown')}
          disabled={!canMoveDown || busy}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      {onSettings && (
        <Tooltip label={action('settings')}>
          <ActionIcon variant="subtle" aria-label={action('settings')} onClick={onSettings}>
            <IconSettings size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={action('delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={action('delete')} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
