import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A ring filled to `percent` (none while `percent` is null) with a label in its middle: what Mantine's RingProgress
 * draws, without the floating tooltip it mounts for every section (which reads the computed style of every
 * ancestor when it mounts: a forced style recalculation in the first render of the home page).
 */
export function ProgressRing(props: {
  size: number;
  thickness: number;
  percent: number | null;
  color: string;
  label: ReactNode;
}) {
  const { size, thickness, percent, color } = props;
  // Mantine's proportions, so the ring looks as it did.
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <Box pos="relative" w={size} h={size}>
      <svg width={size} height={size} style={{ transform: 'rotate(-90deg)' }} aria-hidden>
        <circle {...circle} stroke="var(--mantine-color-gray-2)" />
        {percent !== null && (
          <circle
            {...circle}
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
          />
        )}
      </svg>
      <Center pos="absolute" inset={0}>
        {props.label}
      </Center>
    </Box>
  );
}
