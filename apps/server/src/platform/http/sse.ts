/** One Server-Sent Event as it goes on the wire: its name, then its data as one line of JSON, then a blank line. */
export function formatSse(event: { event: string; data: unknown }): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
