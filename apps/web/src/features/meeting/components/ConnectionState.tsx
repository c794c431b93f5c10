import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallState } from '../call-state.ts';

const COLOURS: Record<CallState, string> = {
  connecting: 'blue',
  waiting: 'gray',
  connected: 'green',
  reconnecting: 'orange',
  ended: 'red',
};

/** Where the call stands, announced to screen readers as it changes. */
export function ConnectionState({ state, peerName }: { state: CallState; peerName: string }) {
  const { t } = useTranslation();
  const busy = state === 'connecting' || state === 'reconnecting';
  return (
    <Badge
      size="lg"
      variant="light"
      color={COLOURS[state]}
      leftSection={busy ? <Loader size={12} color={COLOURS[state]} /> : undefined}
      data-testid="connection-state"
      data-state={state}
      role="status"
      aria-live="polite"
    >
      {t(`meeting.state.${state}`, { name: peerName })}
    </Badge>
  );
}
