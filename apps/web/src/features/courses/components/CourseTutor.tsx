import { Avatar, Group, Text } from '@mantine/core';
import type { Course } from '../api.ts';

/** Who wrote the course: the tutor's picture and name. */
export function CourseTutor({ tutor, size = 'sm' }: { tutor: Course['tutor']; size?: 'sm' | 'md' }) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Avatar src={tutor.avatar} alt="" size={size === 'sm' ? 24 : 36} radius="xl" color="kruPurple">
        {tutor.fullName.slice(0, 1)}
      </Avatar>
      <Text size={size} truncate data-testid="course-tutor">
        {tutor.fullName}
      </Text>
    </Group>
  );
}
