import { Stack, Text } from '@mantine/core';
import { paragraphsOf } from '../../courses/reading-order.ts';

/** Plain text written with blank lines between paragraphs (a description, a section's body), as paragraphs. */
export function Paragraphs({ text, testId }: { text: string; testId?: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      {paragraphsOf(text).map((paragraph, index) => (
        // The text never changes order while shown, and two paragraphs may read the same.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the paragraph's identity
        <Text key={index} component="p" m={0} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
