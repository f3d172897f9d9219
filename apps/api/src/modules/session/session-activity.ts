import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { runText } from '../../db/statement';

/** How often the last-seen times kept in memory are written (one statement per table). */
export const SESSION_FLUSH_MS = 5_000;

/** How many sessions' owners are remembered. */
const MAX_OWNERS = 50_000;

/** A session's idle expiry slides at most once a minute. */
const SLIDE_STEP_MS = 60_000;

/** The stored part of a session the idle expiry and the absolute lifetime need. */
interface StoredTimes {
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** How long a table's sessions live: idle (sliding) days, and at most this long after sign-in. */
export interface SessionLimits {
  idleDays: number;
  maxMs: number;
}

/** A new session's expiry: the idle days from now, but never past the absolute lifetime. */
export function firstExpiry(limits: SessionLimits, now: Date): Date {
  return new Date(now.getTime() + Math.min(limits.idleDays * 86_400_000, limits.maxMs));
}

/**
 * When a table's sessions were last used, kept in memory: a read never writes (issue 10). Each
 * request notes its session here (at most once a minute per session); `flush` writes every noted
 * time in one statement, which the server runs every few seconds and once more when it closes.
 * A session's expiry is the later of the stored one and the noted use plus the idle days, so it
 * slides at once on this instance; another instance sees it after the next flush (seconds later,
 * against an idle limit of 30 days). A session deleted meanwhile (logout, password change) stays
 * deleted: the flush only updates rows that are there.
 */
export class SessionActivity {
  private readonly noted = new Map<string, Date>();
  /** Whose each recently seen session is (a session's user or staff member never changes). */
  private readonly owners = new Map<string, number>();

  constructor(
    private readonly table: 'sessions' | 'staff_sessions',
    private readonly limits: SessionLimits,
  ) {}

  /**
   * The session's expiry with the uses noted here and not yet written: it slides with use, but
   * never past `maxMs` after the session was created (the absolute lifetime, ASVS 7.3.2).
   */
  expiresAt(tokenHash: string, stored: StoredTimes): Date {
    const seen = this.noted.get(tokenHash);
    const slid = seen ? new Date(seen.getTime() + this.limits.idleDays * 86_400_000) : stored.expiresAt;
    const idle = slid > stored.expiresAt ? slid : stored.expiresAt;
    const end = new Date(stored.createdAt.getTime() + this.limits.maxMs);
    return idle < end ? idle : end;
  }

  /** Notes a use of a live session (nothing when it was already noted or stored within a minute). */
  used(tokenHash: string, stored: StoredTimes, now: Date) {
    const seen = this.noted.get(tokenHash);
    const last = seen && seen > stored.lastUsedAt ? seen : stored.lastUsedAt;
    if (now.getTime() - last.getTime() >= SLIDE_STEP_MS) this.noted.set(tokenHash, now);
  }

  /** Remembers whose a live session is (at most the last 50,000 sessions seen per table). */
  remember(tokenHash: string, userId: number) {
    if (this.owners.get(tokenHash) === userId) return;
    if (this.owners.size >= MAX_OWNERS) this.owners.delete(this.owners.keys().next().value as string);
    this.owners.set(tokenHash, userId);
  }

  /** The user (staff member) of a session seen live here before: a hint, every read still checks the session. */
  ownerOf(tokenHash: string): number | undefined {
    return this.owners.get(tokenHash);
  }

  /** Forgets a session's noted use and owner (it was deleted or found dead). */
  forget(tokenHash: string) {
    this.noted.delete(tokenHash);
    this.owners.delete(tokenHash);
  }

  /** Uses noted and not yet written. */
  get pending(): number {
    return this.noted.size;
  }

  /**
   * Writes the noted uses in one statement (never moving a stored time back). A use noted again
   * while the statement ran stays for the next flush; when the write fails, all of them do.
   */
  async flush(db: DbOrTx) {
    if (this.noted.size === 0) return;
    const batch = [...this.noted].sort(([a], [b]) => (a < b ? -1 : 1));
    await runText(
      db,
      `update ${this.table} s
         set last_used_at = v.at,
             expires_at = least(v.at + make_interval(days => $3::int),
                                s.created_at + make_interval(secs => $4::double precision / 1000))
        from unnest($1::text[], $2::timestamptz[]) as v(token_hash, at)
       where s.token_hash = v.token_hash and s.last_used_at < v.at`,
      [
        batch.map(([hash]) => hash),
        batch.map(([, at]) => at.toISOString()),
        this.limits.idleDays,
        this.limits.maxMs,
      ],
    );
    for (const [hash, at] of batch) if (this.noted.get(hash) === at) this.noted.delete(hash);
  }
}

/** The golfers' and the staff's sessions' activity, flushed on a timer until `stop`. */
export interface SessionActivities {
  golfers: SessionActivity;
  staff: SessionActivity;
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/** The app's session activity (only the HTTP app authenticates callers, and it always has one). */
export function sessionActivities(deps: { sessions?: SessionActivities }): SessionActivities {
  if (!deps.sessions) throw new Error('no session activity: sessions are read inside the HTTP app only');
  return deps.sessions;
}

export function startSessionActivities(
  db: DbOrTx,
  log: FastifyBaseLogger,
  limits: { golfers: SessionLimits; staff: SessionLimits },
): SessionActivities {
  const golfers = new SessionActivity('sessions', limits.golfers);
  const staff = new SessionActivity('staff_sessions', limits.staff);
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    running = running.then(async () => {
      for (const activity of [golfers, staff]) {
        // A failed write (the database away) keeps the uses for the next tick.
        await activity.flush(db).catch((error) => log.warn({ err: error }, 'session activity not written'));
      }
    });
    return running;
  };
  const timer = setInterval(flush, SESSION_FLUSH_MS);
  timer.unref();
  return {
    golfers,
    staff,
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
