import { Center, Image } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

/** A course's picture, or a plain tile with a book when it has none, at a fixed height so cards line up. */
export function CourseThumbnail({ src, height = 140 }: { src: string | null; height?: number }) {
  if (src) return <Image src={src} alt="" h={height} fit="cover" />;
  return (
    <Center h={height} bg="var(--mantine-color-kruPurple-0)" c="kruPurple" aria-hidden>
      <IconBook2 size={40} />
    </Center>
  );
}
