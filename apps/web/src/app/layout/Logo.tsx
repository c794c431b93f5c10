import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The "Kru" wordmark, linking home. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Anchor component={Link} to="/" underline="never" aria-label="Kru" style={{ display: 'inline-flex' }}>
      <Text
        component="span"
        fz={size}
        fw={800}
        lh={1}
        variant="gradient"
        gradient={{ from: 'kruPurple.8', to: 'kruPurple.5', deg: 90 }}
        style={{ letterSpacing: '-0.03em' }}
      >
        Kru
      </Text>
      <Box
        component="span"
        w={size / 4}
        h={size / 4}
        bg="kruPink.4"
        style={{ borderRadius: '50%', alignSelf: 'flex-end', marginLeft: 2, marginBottom: size / 10 }}
      />
    </Anchor>
  );
}
