import { ActionIcon, Box, Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronRight,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useDeleteCatalogueItem, useReorderCatalogueItems } from '../../admin/api.ts';
import {
  CATALOGUE_LEVELS,
  type CatalogueLevel,
  type CatalogueNode,
  nodeKey,
  reorderPatches,
} from '../catalogue-tree.ts';
import type { CatalogueEdit } from './CatalogueItemModal.tsx';

interface TreeActions {
  expanded: Set<string>;
  toggle: (key: string) => void;
  onEdit: (edit: CatalogueEdit) => void;
}

function AddButton({
  level,
  parentId,
  onEdit,
}: {
  level: CatalogueLevel;
  parentId: number | null;
  onEdit: TreeActions['onEdit'];
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPlus size={14} />}
      onClick={() => onEdit({ kind: 'create', level, parentId })}
      style={{ alignSelf: 'flex-start' }}
      data-testid={`catalogue-add-${level}`}
    >
      {t(`admin.catalogue.levels.${level}.add`)}
    </Button>
  );
}

function NodeRow({
  node,
  siblings,
  index,
  actions,
}: {
  node: CatalogueNode;
  siblings: CatalogueNode[];
  index: number;
  actions: TreeActions;
}) {
  const { t } = useTranslation();
  const reorder = useReorderCatalogueItems();
  const remove = useDeleteCatalogueItem();
  const { level, item } = node;
  const key = nodeKey(node);
  const childLevel = CATALOGUE_LEVELS[level].child;
  const isOpen = actions.expanded.has(key);
  const levelLabel = t(`admin.catalogue.levels.${level}.one`);

  const move = (direction: -1 | 1) => {
    const patches = reorderPatches(
      siblings.map((sibling) => sibling.item),
      index,
      direction,
    );
    if (patches.length) reorder.mutate({ level, patches });
  };

  const confirmDelete = () =>
    void dialogs.confirm({
      title: t('admin.catalogue.deleteConfirm.title', { level: levelLabel }),
      children: <Text size="sm">{t('admin.catalogue.deleteConfirm.text', { title: item.titleEn })}</Text>,
      labels: { confirm: t('admin.common.delete'), cancel: t('admin.common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'catalogue-delete-confirm' },
      onConfirm: () =>
        remove.mutate(
          { level, id: item.id },
          { onSuccess: () => notify.success(t('admin.catalogue.deleted')) },
        ),
    });

  return (
    <Stack gap={4}>
      <Group
        gap="xs"
        wrap="nowrap"
        py={6}
        px={4}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        data-testid="catalogue-node"
        data-level={level}
      >
        {childLevel ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => actions.toggle(key)}
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'admin.catalogue.collapse' : 'admin.catalogue.expand', {
              title: item.titleEn,
            })}
          >
            <IconChevronRight
              size={16}
              style={{ transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
            />
          </ActionIcon>
        ) : (
          <Box w={28} style={{ flexShrink: 0 }} />
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.titleEn}
          </Text>
          <Text size="sm" c="dimmed" lang="th" style={{ overflowWrap: 'anywhere' }}>
            {item.titleTh}
          </Text>
        </Box>
        <Tooltip label={t('admin.catalogue.fields.sortOrder')}>
          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            #{item.sortOrder}
          </Text>
        </Tooltip>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(-1)}
            aria-label={t('admin.catalogue.moveUp', { title: item.titleEn })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === siblings.length - 1 || reorder.isPending}
            onClick={() => move(1)}
            aria-label={t('admin.catalogue.moveDown', { title: item.titleEn })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('admin.catalogue.actions', { title: item.titleEn })}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} />}
                onClick={() => actions.onEdit({ kind: 'edit', level, item })}
              >
                {t('admin.catalogue.edit')}
              </Menu.Item>
              {childLevel && (
                <Menu.Item
                  leftSection={<IconPlus size={14} />}
                  onClick={() => {
                    if (!isOpen) actions.toggle(key);
                    actions.onEdit({ kind: 'create', level: childLevel, parentId: item.id });
                  }}
                >
                  {t(`admin.catalogue.levels.${childLevel}.add`)}
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
                {t('admin.common.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {childLevel && isOpen && (
        <Stack
          gap={4}
          ml={13}
          pl={{ base: 6, sm: 'md' }}
          style={{ borderLeft: '2px solid var(--mantine-color-kruPurple-1)' }}
        >
          <NodeList nodes={node.children} actions={actions} />
          {node.children.length === 0 && (
            <Text size="sm" c="dimmed" py={4}>
              {t('admin.catalogue.noChildren')}
            </Text>
          )}
          <AddButton level={childLevel} parentId={item.id} onEdit={actions.onEdit} />
        </Stack>
      )}
    </Stack>
  );
}

function NodeList({ nodes, actions }: { nodes: CatalogueNode[]; actions: TreeActions }) {
  return nodes.map((node, index) => (
    <NodeRow key={nodeKey(node)} node={node} siblings={nodes} index={index} actions={actions} />
  ));
}

/** Educations › school years › subjects › specialties, each with both titles and its order; open one to see inside. */
export function CatalogueTree({ nodes, onEdit }: { nodes: CatalogueNode[]; onEdit: TreeActions['onEdit'] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const actions = { expanded, toggle, onEdit };
  return (
    <Stack gap={4} data-testid="catalogue-tree">
      {nodes.length === 0 && <Text c="dimmed">{t('admin.catalogue.empty')}</Text>}
      <NodeList nodes={nodes} actions={actions} />
      <AddButton level="education" parentId={null} onEdit={onEdit} />
    </Stack>
  );
}
