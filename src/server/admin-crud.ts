/**
 * One administrator resource kept by hand — weather rules, attractions — as four routes of one
 * shape under `path` (behind the app-wide admin guard in app.ts):
 *
 * - GET `path`: every row, presented;
 * - POST `path`: 201 and the new row;
 * - PATCH `path/:id`: only the fields sent change (the update schema wants at least one);
 * - DELETE `path/:id`: 204;
 *
 * an unknown id is 404 `not_found` with the resource's own message. Every route declares its
 * params, body and responses; the presenter decides what leaves the server; `changed` runs after
 * each committed write (a cache to clear). Promotions and advertisements are not built on it:
 * their queries check dates against stored rows and answer 409, so their routes differ.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type MessageKey, t } from '../shared/messages/index.js';
import { IdParamsSchema } from '../shared/schemas/common.js';
import type { Db } from './db/index.js';
import { errorResponses, notFound } from './errors.js';

const errors = errorResponses(400, 401, 404, 503);

export interface AdminCrud<Row, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  /** '/admin/api/attractions' */
  path: string;
  /** `list` is the GET's answer, a named shared schema so the client's table (shared/api) can name the same object. */
  schemas: { item: Item; list: z.ZodArray<Item>; create: Create; update: Update };
  queries: {
    list(db: Db): Promise<Row[]>;
    create(db: Db, input: z.output<Create>, now: Date): Promise<Row>;
    /** null when there is no such row. */
    update(db: Db, id: number, input: z.output<Update>): Promise<Row | null>;
    /** false when there is no such row. */
    remove(db: Db, id: number): Promise<boolean>;
  };
  present(row: Row): z.input<Item>;
  /** The 404's message: 'Attraction not found'. */
  notFound: MessageKey;
  /** After a create, change or delete has been committed. */
  changed?(): Promise<void>;
}

export function registerAdminCrud<Row, Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  crud: AdminCrud<Row, Item, Create, Update>,
): void {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const { path, schemas, queries, present } = crud;
  const changed = async () => crud.changed?.();
  const missing = () => notFound(t(crud.notFound));
  // Fastify's zod validator has checked these against the route's schemas before the handler runs
  // (generic schemas are beyond the type provider's inference, hence the casts).
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof IdParamsSchema>).id;
  const bodyOf = <S extends z.ZodType>(request: FastifyRequest, _schema: S) => request.body as z.output<S>;

  app.get(path, { schema: { response: { 200: schemas.list, ...errors } } }, async () =>
    (await queries.list(db())).map(present),
  );

  app.post(
    path,
    { schema: { body: schemas.create, response: { 201: schemas.item, ...errors } } },
    async (request, reply) => {
      const row = await queries.create(db(), bodyOf(request, schemas.create), ctx.now());
      await changed();
      return reply.code(201).send(present(row));
    },
  );

  app.patch(
    `${path}/:id`,
    { schema: { params: IdParamsSchema, body: schemas.update, response: { 200: schemas.item, ...errors } } },
    async (request) => {
      const row = await queries.update(db(), idOf(request), bodyOf(request, schemas.update));
      if (!row) throw missing();
      await changed();
      return present(row);
    },
  );

  app.delete(
    `${path}/:id`,
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await queries.remove(db(), idOf(request)))) throw missing();
      await changed();
      return reply.code(204).send(null);
    },
  );
}
