import type { Actor } from './actor.ts';

export interface ActorCacheOptions {
  /** How long a resolved token is trusted without reading its session again. */
  ttlMs?: number;
  /** The most tokens kept; past it the oldest is dropped. */
  maxEntries?: number;
  /** Milliseconds on a clock that only moves forward. */
  now?: () => number;
}

interface Entry {
  actor: Actor;
  expiresAt: number;
}

/**
 * Actors by token hash, kept briefly: every API call resolves its token, and reading the session and its user
 * was one round trip of the two `GET /user` makes. A sign-out, a password change or reset, a suspension and a
 * profile edit on this instance forget the user's tokens at once (`forgetUser`); another instance sees them
 * within `ttlMs` (docs/architecture.md, "Sessions"). Only live sessions are kept: an unknown or revoked token is
 * read every time, so a token just issued works at once.
 */
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Moves on every forget: a lookup that started before one must not store what it read. */
  private generation = 0;

  constructor(options: ActorCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  get(tokenHash: string): Actor | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.actor;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** A ticket to pass to `set` with what a lookup starting now reads. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `actor` for `tokenHash`, unless a forget happened since `ticket` was taken (it may be stale). */
  set(tokenHash: string, actor: Actor, ticket: number): void {
    if (ticket !== this.generation) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { actor, expiresAt: this.now() + this.ttlMs });
  }

  /** Forgets every token of the user: call it once the change (revocation, suspension, edit) is committed. */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [tokenHash, entry] of this.entries) {
      if (entry.actor.userId === userId) this.entries.delete(tokenHash);
    }
  }
}
