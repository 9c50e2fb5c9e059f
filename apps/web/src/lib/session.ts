import { SESSION_TOKEN_STORAGE_KEY } from '@dealdraft/domain';
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = SESSION_TOKEN_STORAGE_KEY;
const USER_KEY = 'dealdraft-user';

export type SessionUser = { id: string; name: string; email: string; role: string };

const USER_FIELDS = ['id', 'name', 'email', 'role'] as const;

function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    USER_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

/** Keeps only the user's own fields (the api's objects also carry __typename). */
function toSessionUser({ id, name, email, role }: SessionUser): SessionUser {
  return { id, name, email, role };
}

export type Session = { token: string; user: SessionUser };

/**
 * `restoring`: a session was found in storage and the server has not confirmed it yet.
 * `expired`: the server refused the token (spec §8: such a user is sent to /login, not /).
 */
export type SessionState =
  | { status: 'restoring' | 'signed-in'; session: Session }
  | { status: 'signed-out'; expired: boolean };

function readStoredSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    // A hand-edited or outdated entry is dropped rather than trusted.
    return token && isSessionUser(user) ? { token, user: toSessionUser(user) } : null;
  } catch {
    return null;
  }
}

function storeSession(session: Session | null): void {
  try {
    if (session) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Storage can be unavailable (privacy modes); the session then lasts for this visit only.
  }
}

/** The sign-in state, kept in localStorage under two keys (spec §9) and restored on start. */
export function createSessionStore() {
  const stored = readStoredSession();
  let state: SessionState = stored
    ? { status: 'restoring', session: stored }
    : { status: 'signed-out', expired: false };
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    storeSession(next.status === 'signed-out' ? null : next.session);
    state = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getState: (): SessionState => state,
    token: (): string | null => (state.status === 'signed-out' ? null : state.session.token),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After a successful sign-in or sign-up. */
    start(token: string, user: SessionUser): void {
      set({ status: 'signed-in', session: { token, user: toSessionUser(user) } });
    },
    /** The server accepted the restored token; `user` refreshes the stored copy when given. */
    confirm(user?: SessionUser): void {
      if (state.status !== 'restoring') return;
      const { token } = state.session;
      set({
        status: 'signed-in',
        session: { token, user: user ? toSessionUser(user) : state.session.user },
      });
    },
    /** The user signed out. */
    end(): void {
      set({ status: 'signed-out', expired: false });
    },
    /** The server refused the token (missing, expired or revoked). */
    expire(): void {
      if (state.status === 'signed-out') return;
      set({ status: 'signed-out', expired: true });
    },
  };
}

export const session = createSessionStore();

export function useSessionState(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}

/** The signed-in user, or null while signed out or still restoring. */
export function useCurrentUser(): SessionUser | null {
  const state = useSessionState();
  return state.status === 'signed-in' ? state.session.user : null;
}
