/**
 * The shape of the typed API client (issue 39 item 8). Each area lists the routes the client calls,
 * each with the very schema objects its server route validates with: its path's parameters, query,
 * body and success answer. test/api/api-contract.test.ts holds the server to it (the route exists
 * with that method and path, and registers these same objects), so a change to a route's schema
 * changes the client's types with it. The client imports these tables as types only: no zod on a
 * first route.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "<method> <path as the server registers it>", e.g. `POST /api/vendors/:id/reviews`. */
export type RouteKey = `${Method} /${string}`;

export interface Endpoint {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success status. */
  status: 200 | 201 | 202 | 204;
  /** The success answer's schema; none for an empty answer. */
  response?: z.ZodType;
}

/** An area's table of routes; `const` keeps each key and status literal. */
export const endpoints = <const T extends Record<RouteKey, Endpoint>>(table: T): T => table;

type Parsed<E, K extends 'params' | 'querystring'> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : never;

/**
 * What a call sends: the path's parameters and the query as the server reads them after parsing
 * (an id is a number), the body as the client writes it (before defaults and trimming).
 */
export type EndpointInput<E> = ([Parsed<E, 'params'>] extends [never] ? unknown : { params: Parsed<E, 'params'> }) &
  ([Parsed<E, 'querystring'>] extends [never] ? unknown : { query?: Parsed<E, 'querystring'> }) &
  (E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : unknown);

/** What a call answers: the success schema's JSON, or undefined for an empty answer. */
export type EndpointOutput<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : undefined;
