import { describe, expect, it } from 'vitest';
import { createUploadTickets } from './upload-ticket.ts';

const tickets = createUploadTickets('secret');
const grant = { key: 'video/AbC_12-x.mp4', ownerId: 7, tenantId: null, expiresAt: 2_000_000_000 };

describe('upload tickets', () => {
  it('verifies what it signed until it expires', () => {
    const ticket = tickets.sign(grant);
    expect(tickets.verify(ticket, 1_999_999_999_000)).toEqual(grant);
    expect(tickets.verify(ticket, 2_000_000_001_000)).toBeNull();
    expect(tickets.verify(tickets.sign({ ...grant, tenantId: 3 }), 0)).toMatchObject({ tenantId: 3 });
  });

  it('refuses a ticket signed with another secret, altered, or malformed', () => {
    const ticket = tickets.sign(grant);
    const [payload, signature] = ticket.split('.');
    const altered = Buffer.from(JSON.stringify(['video/other.mp4', 7, null, 2_000_000_000])).toString(
      'base64url',
    );
    expect(createUploadTickets('other').verify(ticket, 0)).toBeNull();
    expect(tickets.verify(`${altered}.${signature}`, 0)).toBeNull();
    expect(tickets.verify(`${payload}.`, 0)).toBeNull();
    expect(tickets.verify('', 0)).toBeNull();
    expect(tickets.verify('not-a-ticket', 0)).toBeNull();
  });
});
