/**
 * The food feed (DESIGN §10.4, issue 19 item 2): the only place posts, likes and reports are read
 * or written. Hidden posts are left out of every public reading here, so hiding one removes it
 * everywhere at once (nothing about posts is cached).
 */
import { and, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PostCreate, PostType } from '../../shared/schemas/posts.js';
import type { Db } from '../db/index.js';
import { postLikes, postReports, socialPosts, users, vendors } from '../db/schema.js';
import { listed } from '../vendors/queries.js';

/** Where a page starts: after the post with this (createdAt to the microsecond, id), newest first. */
export interface PostCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, UTC. */
  at: string;
  id: number;
}

export interface PostEntry {
  id: number;
  content: string;
  photos: string[];
  type: PostType;
  vendor: { id: number; businessName: string } | null;
  authorName: string | null;
  likes: number;
  likedByMe: boolean;
  shares: number;
  createdAt: Date;
  cursor: PostCursor;
}

const cursorText = sql<string>`to_char(${socialPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const authorName = sql<string | null>`nullif(trim(${users.firstName}), '')`;

function publicColumns(viewerId: string | undefined) {
  return {
    id: socialPosts.id,
    content: socialPosts.content,
    photos: socialPosts.photos,
    type: socialPosts.type,
    vendorId: vendors.id,
    businessName: vendors.businessName,
    authorName,
    likes: socialPosts.likes,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${socialPosts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    shares: socialPosts.shares,
    createdAt: socialPosts.createdAt,
    cursorAt: cursorText,
  };
}

type PublicRow = {
  id: number;
  content: string;
  photos: string[] | null;
  type: string;
  vendorId: number | null;
  businessName: string | null;
  authorName: string | null;
  likes: number;
  likedByMe: boolean;
  shares: number;
  createdAt: Date;
  cursorAt: string;
};

function entryOf(r: PublicRow): PostEntry {
  return {
    id: r.id,
    content: r.content,
    photos: r.photos ?? [],
    type: r.type as PostType,
    vendor: r.vendorId !== null && r.businessName !== null ? { id: r.vendorId, businessName: r.businessName } : null,
    authorName: r.authorName,
    likes: r.likes,
    likedByMe: Boolean(r.likedByMe),
    shares: r.shares,
    createdAt: r.createdAt,
    cursor: { at: r.cursorAt, id: r.id },
  };
}

/**
 * One page of visible posts, newest first (ties by id), `limit` long, after `cursor` when given;
 * only those tagged with `vendorId` (a listed vendor) when given, or only the post `onlyId`.
 * The vendor tag shows while the vendor is listed.
 */
export async function listPosts(
  db: Db,
  options: { limit: number; cursor?: PostCursor; vendorId?: number; viewerId?: string; onlyId?: number },
): Promise<PostEntry[]> {
  const where: (SQL | undefined)[] = [eq(socialPosts.isHidden, false)];
  if (options.vendorId !== undefined) where.push(eq(vendors.id, options.vendorId));
  if (options.onlyId !== undefined) where.push(eq(socialPosts.id, options.onlyId));
  if (options.cursor) {
    where.push(sql`(${socialPosts.createdAt}, ${socialPosts.id}) < (${options.cursor.at}::timestamptz, ${options.cursor.id})`);
  }
  const rows = await db
    .select(publicColumns(options.viewerId))
    .from(socialPosts)
    .innerJoin(users, eq(users.id, socialPosts.userId))
    .leftJoin(vendors, and(eq(vendors.id, socialPosts.vendorId), listed()))
    .where(and(...where))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(options.limit);
  return rows.map(entryOf);
}

/** Writes a post; returns its id. */
export async function createPost(db: Db, userId: string, input: Required<Omit<PostCreate, 'vendorId'>> & { vendorId: number | null }, now: Date): Promise<number> {
  const [row] = await db
    .insert(socialPosts)
    .values({ userId, vendorId: input.vendorId, content: input.content, photos: input.photos, type: input.type, createdAt: now })
    .returning({ id: socialPosts.id });
  return row.id;
}

/**
 * One like per user, in one statement: the like row is inserted (or already there) and the
 * count moves only when a row was inserted, so `likes` equals the number of likers whatever
 * runs at the same time. The new count, or undefined for a hidden or unknown post.
 */
export async function likePost(db: Db, postId: number, userId: string, now: Date): Promise<number | undefined> {
  const result = await db.execute<{ likes: number }>(sql`with added as (
      insert into ${postLikes} (post_id, user_id, created_at)
      select ${socialPosts.id}, ${userId}::uuid, ${now.toISOString()}::timestamptz from ${socialPosts}
      where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden}
      on conflict (post_id, user_id) do nothing
      returning post_id)
    update ${socialPosts} set likes = ${socialPosts.likes} + (select count(*)::int from added)
    where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden}
    returning ${socialPosts.likes} as likes`);
  const row = result.rows[0];
  return row ? Number(row.likes) : undefined;
}

/** The mirror of likePost: the count drops only when a like row was deleted. */
export async function unlikePost(db: Db, postId: number, userId: string): Promise<number | undefined> {
  const result = await db.execute<{ likes: number }>(sql`with removed as (
      delete from ${postLikes}
      where ${postLikes.postId} = ${postId} and ${postLikes.userId} = ${userId}::uuid
        and exists (select 1 from ${socialPosts} where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden})
      returning post_id)
    update ${socialPosts} set likes = ${socialPosts.likes} - (select count(*)::int from removed)
    where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden}
    returning ${socialPosts.likes} as likes`);
  const row = result.rows[0];
  return row ? Number(row.likes) : undefined;
}

/** Counts a share of a visible post; the new count, or undefined. */
export async function sharePost(db: Db, postId: number): Promise<number | undefined> {
  const [row] = await db
    .update(socialPosts)
    .set({ shares: sql`${socialPosts.shares} + 1` })
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.isHidden, false)))
    .returning({ shares: socialPosts.shares });
  return row?.shares;
}

/**
 * One report per user and post (again: nothing changes), counted on the post in the same
 * statement. False for a hidden or unknown post.
 */
export async function reportPost(db: Db, postId: number, userId: string, reason: string | null, now: Date): Promise<boolean> {
  const result = await db.execute<{ report_count: number }>(sql`with added as (
      insert into ${postReports} (post_id, user_id, reason, created_at)
      select ${socialPosts.id}, ${userId}::uuid, ${reason}::text, ${now.toISOString()}::timestamptz from ${socialPosts}
      where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden}
      on conflict (post_id, user_id) do nothing
      returning post_id)
    update ${socialPosts} set report_count = ${socialPosts.reportCount} + (select count(*)::int from added)
    where ${socialPosts.id} = ${postId} and not ${socialPosts.isHidden}
    returning ${socialPosts.reportCount} as report_count`);
  return result.rows.length > 0;
}

/** One report as the administrator reads it: who sent it, when, and the reason if one was given. */
export interface PostReportRow {
  reporterName: string | null;
  reporterEmail: string | null;
  reason: string | null;
  createdAt: Date;
}

export interface ReportedPostRow extends Omit<PostEntry, 'likedByMe' | 'cursor'> {
  authorEmail: string | null;
  reportCount: number;
  isHidden: boolean;
  hiddenAt: Date | null;
  /** Newest first, at most REPORTS_SHOWN of them (the count says how many there are). */
  reports: PostReportRow[];
}

/** Reports listed per post in the queue: enough to judge it; the count gives the rest. */
export const REPORTS_SHOWN = 10;

/**
 * The administrator's queue: posts with reports, most reported first, hidden ones included, each
 * with its author's e-mail and its latest reports (reporter, reason, time), so a post is judged
 * with what was said about it and by whom (issue 44 item 5).
 */
export async function listReportedPosts(db: Db, limit = 100): Promise<ReportedPostRow[]> {
  const rows = await db
    .select({
      ...publicColumns(undefined),
      authorEmail: users.email,
      reportCount: socialPosts.reportCount,
      isHidden: socialPosts.isHidden,
      hiddenAt: socialPosts.hiddenAt,
    })
    .from(socialPosts)
    .innerJoin(users, eq(users.id, socialPosts.userId))
    .leftJoin(vendors, eq(vendors.id, socialPosts.vendorId))
    .where(gt(socialPosts.reportCount, 0))
    .orderBy(desc(socialPosts.reportCount), desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(limit);
  const reports = new Map<number, PostReportRow[]>();
  if (rows.length > 0) {
    const ranked = db
      .select({
        postId: postReports.postId,
        reporterName: sql<string | null>`nullif(trim(${users.firstName}), '')`.as('reporter_name'),
        reporterEmail: sql<string | null>`${users.email}`.as('reporter_email'),
        reason: sql<string | null>`nullif(trim(${postReports.reason}), '')`.as('reason'),
        createdAt: sql<Date>`${postReports.createdAt}`.as('created_at'),
        rank: sql<number>`row_number() over (partition by ${postReports.postId} order by ${postReports.createdAt} desc, ${postReports.id} desc)`.as('rank'),
      })
      .from(postReports)
      .innerJoin(users, eq(users.id, postReports.userId))
      .where(inArray(postReports.postId, rows.map((r) => r.id)))
      .as('ranked');
    const found = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, REPORTS_SHOWN))
      .orderBy(ranked.postId, ranked.rank);
    for (const r of found) {
      const list = reports.get(r.postId) ?? [];
      list.push({ reporterName: r.reporterName, reporterEmail: r.reporterEmail, reason: r.reason, createdAt: new Date(r.createdAt) });
      reports.set(r.postId, list);
    }
  }
  return rows.map((r) => {
    const { likedByMe: _l, cursor: _c, ...entry } = entryOf(r);
    return {
      ...entry,
      authorEmail: r.authorEmail,
      reportCount: r.reportCount,
      isHidden: r.isHidden,
      hiddenAt: r.hiddenAt,
      reports: reports.get(r.id) ?? [],
    };
  });
}

/** Hides or shows a post again; false when there is no such post. */
export async function setPostHidden(db: Db, postId: number, hidden: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(socialPosts)
    .set({ isHidden: hidden, hiddenAt: hidden ? now : null })
    .where(eq(socialPosts.id, postId))
    .returning({ id: socialPosts.id });
  return rows.length > 0;
}
