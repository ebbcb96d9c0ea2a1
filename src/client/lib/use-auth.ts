/** Who is signed in: GET /api/auth/user, where 401 means "nobody" rather than an error. */
import type { User } from '@shared/schemas/auth.js';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** The name to greet someone by: first name, else e-mail. */
export function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email || '';
}
