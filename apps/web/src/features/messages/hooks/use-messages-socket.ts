import type { MessagesSocketFrame } from '@kru/contract';
import { API_BASE_PATH } from '@kru/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { camelizeKeys } from '../../../app/api/case.ts';
import { api } from '../../../app/api/client.ts';
import { addToThread, type Message, messagesKeys, setUnreadTotal } from '../cache.ts';

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

function socketUrl(ticket: string): string {
  const url = new URL(`${API_BASE_PATH}/messages/ws`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/**
 * The signed-in person's messages socket, open while the shell is: a new message joins its thread and the
 * conversation list, and the header badge takes the unread total, all without reloading. Each connection asks
 * for a fresh one-minute ticket; after a drop it connects again and reads the open pages again (what arrived
 * meanwhile).
 */
export function useMessagesSocket(enabled: boolean): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const onFrame = (frame: MessagesSocketFrame) => {
      if (frame.type === 'message.new') {
        addToThread(client, camelizeKeys(frame.message) as Message);
        setUnreadTotal(client, frame.unread_total);
        void client.invalidateQueries({ queryKey: messagesKeys.conversations });
      } else if (frame.type === 'conversation.read') {
        void client.invalidateQueries({ queryKey: messagesKeys.conversation(frame.conversation_id) });
        void client.invalidateQueries({ queryKey: messagesKeys.conversations });
      } else if (frame.type === 'unread.count') {
        setUnreadTotal(client, frame.unread_total);
      }
    };

    const retry = () => {
      if (stopped) return;
      retryTimer = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };

    const open = async () => {
      let ticket: string;
      try {
        ({ ticket } = await api.post<{ ticket: string }>('/messages/socket-ticket', {}, { silent: true }));
      } catch {
        return retry();
      }
      if (stopped) return;
      const current = new WebSocket(socketUrl(ticket));
      socket = current;
      current.onopen = () => {
        // A reconnect: what arrived while the socket was down is read again.
        if (attempt > 0) void client.invalidateQueries({ queryKey: messagesKeys.all });
        attempt = 0;
      };
      current.onmessage = (event) => {
        try {
          onFrame(JSON.parse(String(event.data)) as MessagesSocketFrame);
        } catch {
          // Not a frame of ours: nothing to show.
        }
      };
      current.onclose = () => {
        if (socket === current) socket = null;
        // Whatever the reason (a drop, a refused or expired ticket), a new ticket and a new socket.
        attempt = Math.max(attempt, 1);
        retry();
      };
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close(1000, 'left');
    };
  }, [enabled, client]);
}
