import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the stream offers and plays: `selected` is a rendition's index, or -1 for the automatic choice. */
export interface Quality {
  /** The renditions, highest first. */
  levels: Array<{ index: number; height: number }>;
  selected: number;
  /** The height of the rendition playing now (null before the first one loads). */
  playing: number | null;
}

export const AUTO_QUALITY = -1;

/**
 * The player's quality menu (Auto, 720p, 360p): the button names the current choice (under Auto, with the
 * rendition playing now); the choice in force is ticked and marked current for screen readers.
 */
export function QualityMenu({ quality, onChoose }: { quality: Quality; onChoose: (index: number) => void }) {
  const { t } = useTranslation();
  // A rendition's name ("720p") is the same in every language.
  const height = (value: number) => `${value}p`;
  const chosen = quality.levels.find((level) => level.index === quality.selected);
  const current = chosen
    ? height(chosen.height)
    : quality.playing
      ? t('courses.video.autoPlaying', { height: height(quality.playing) })
      : t('courses.video.auto');
  const options = [{ index: AUTO_QUALITY, label: t('courses.video.auto') }].concat(
    quality.levels.map((level) => ({ index: level.index, label: height(level.height) })),
  );
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSettings size={16} aria-hidden />}
          data-testid="video-quality"
        >
          {t('courses.video.quality', { current })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('courses.video.qualityTitle')}</Menu.Label>
        {options.map((option) => {
          const checked = option.index === quality.selected;
          return (
            <Menu.Item
              key={option.index}
              // Mantine's items are menuitems (it sets the role): the choice in force is the current one.
              aria-current={checked ? 'true' : undefined}
              leftSection={checked ? <IconCheck size={14} aria-hidden /> : <Box w={14} />}
              onClick={() => onChoose(option.index)}
            >
              {option.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
