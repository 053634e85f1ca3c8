import { notFound } from '@tanstack/react-router';
import { idFromPath } from '@/shared/ids';
import { ApiError } from './http';

/**
 * The id in a route's path, by the API's own rule (`idFromPath`), or the route's not-found screen: an id that can never
 * exist is answered without asking the API, and every route refuses the same ids the API does.
 */
export function routeIdOrNotFound(raw: string): number {
  const id = idFromPath(raw);
  if (id === null) throw notFound();
  return id;
}

/** What decides a route's page, with the API's 404 turned into the route's not-found screen. */
export function orNotFound<T>(loading: Promise<T>): Promise<T> {
  return loading.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  });
}
