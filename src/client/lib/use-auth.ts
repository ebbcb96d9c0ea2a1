/**
 * Who is signed in: GET /api/auth/user, where 401 means "nobody" rather than an error.
 *
 * A small store of its own, so the first route (the landing page) knows without loading TanStack
 * Query (DESIGN §8's 100 KB budget). Once a page loads the query client (lib/query-client.ts),
 * the query cache under AUTH_USER_KEY drives this store: `setQueryData(AUTH_USER_KEY, user)`
 * after signing in reaches every `useAuth()`.
 */
import type { User } from '@shared/schemas/auth.js';
import { useEffect, useSyncExternalStore } from 'react';
import { getJson } from './api';
import { AUTH_USER_KEY } from './query-keys';


export interface AuthState {
  user: User | null;
  isLoading: boolean;
}

/**
 * What the server wrote into the page (`<script type="application/json" id="ve-auth">`: the user,
 * or null for a visitor). A page from the service worker's cache has none: then we ask.
 */
function fromPage(): AuthState {
  const text = typeof document === 'undefined' ? null : document.getElementById('ve-auth')?.textContent;
  if (!text) return { user: null, isLoading: true };
  try {
    const user = JSON.parse(text) as User | null;
    return { user: user && typeof user === 'object' && typeof user.id === 'string' ? user : null, isLoading: false };
  } catch {
    return { user: null, isLoading: true };
  }
}

let state: AuthState = fromPage();
const listeners = new Set<() => void>();
let inFlight: Promise<User | null> | undefined;
// Known from the page: nothing to ask until something changes it (sign-in, sign-out, a 401).
let started = !state.isLoading;

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(next: AuthState): void {
  if (next.user === state.user && next.isLoading === state.isLoading) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server; calls made while a request is on its way share it. */
export function fetchAuthUser(): Promise<User | null> {
  started = true;
  inFlight ??= getJson<User | null>(AUTH_USER_KEY[0], { on401: 'returnNull' }).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** Calls `listener` whenever who is signed in changes. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Asks the server who is signed in, once, unless the page already said. main.tsx calls it before
 * the first render, so the answer is on its way while the page's scripts load; `useAuth()` calls
 * it too, in case.
 */
export function startAuthCheck(): void {
  if (started) return;
  fetchAuthUser().then(
    (found) => setAuthState({ user: found ?? null, isLoading: false }),
    () => setAuthState({ user: null, isLoading: false }),
  );
}

export function useAuth() {
  const { user, isLoading } = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  useEffect(startAuthCheck, []);
  return { user, isLoading, isAuthenticated: user !== null };
}

/** The name to greet someone by: first name, else e-mail. */
export function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email || '';
}
