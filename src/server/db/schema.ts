/**
 * The one definition of every table (SPEC §3 "Stored data model" plus DESIGN's additions).
 * drizzle-kit generates the SQL migrations in /drizzle from this file; the same migrations run
 * on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money: decimal with 2 places, read as a string, computed in integer cents in code. */
const money = (name: string, precision = 8) => numeric(name, { precision, scale: 2 });
/** SPEC §9: latitude with 8 decimal places. */
const latitude = (name = 'latitude') => numeric(name, { precision: 10, scale: 8, mode: 'number' });
const longitude = (name = 'longitude') => numeric(name, { precision: 11, scale: 8, mode: 'number' });

// ---------------------------------------------------------------- accounts

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /** DESIGN §10.1: a phone the user verified by text message (digits); one account per phone. */
  phone: text('phone').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Issue 24: password reset by e-mail; only a hash of the token is kept; single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** DESIGN §10.1: one-time codes texted to a phone (only a hash of the code is kept). */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses so far; the fifth spends the code. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * Issue 16: fixed-window rate-limit counters shared by every instance (the @fastify/rate-limit
 * store and the per-phone / per-account limits). One row per key and window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** DESIGN §10.1: Web Push subscriptions of an installed app, for one tracked order. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** A customer's browser following one order (the tracking page)… */
    preorderId: integer('preorder_id').references(() => guestPreorders.id, { onDelete: 'cascade' }),
    /** …or, issue 41, a vendor's device that asked for the desk's alerts: exactly one of the two. */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_order_endpoint_uq').on(t.preorderId, t.endpoint),
    uniqueIndex('push_subscriptions_vendor_endpoint_uq').on(t.vendorId, t.endpoint),
    check('push_subscriptions_one_owner', sql`(${t.preorderId} is null) <> (${t.vendorId} is null)`),
  ],
);

/** DESIGN §3: our own password sign-in (scrypt, per-user salt), one row per user. */
export const userCredentials = pgTable('user_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** DESIGN §3: users who arrive through an OpenID Connect provider. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_uq').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const userProfiles = pgTable('user_profiles', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  favoriteVendors: text('favorite_vendors').array(),
  dietaryRestrictions: text('dietary_restrictions').array(),
  preferredCuisines: text('preferred_cuisines').array(),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  level: integer('level').notNull().default(1),
  totalOrders: integer('total_orders').notNull().default(0),
  totalSpent: money('total_spent', 10).notNull().default('0'),
  isInfluencer: boolean('is_influencer').notNull().default(false),
  /** Issue 18: text me (at the account's verified phone) when a vendor I follow opens or posts a special. */
  textFollowedVendors: boolean('text_followed_vendors').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- vendors

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    /** DESIGN: one vendor per user. */
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    cuisine: text('cuisine').notNull(),
    address: text('address').notNull(),
    latitude: latitude(),
    longitude: longitude(),
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    menuImageUrls: text('menu_image_urls').array().notNull().default(sql`'{}'::text[]`),
    acceptsPreorders: boolean('accepts_preorders').notNull().default(false),
    paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
    preorderInstructions: text('preorder_instructions'),
    hasLoyaltyProgram: boolean('has_loyalty_program').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** DESIGN §5: Mark as Open / Mark as Closed, lasting until 04:00 valley time next morning. */
    statusOverride: text('status_override', { enum: ['open', 'closed'] }),
    statusOverrideUntil: timestamp('status_override_until', { withTimezone: true }),
    /** DESIGN §10.2: no new orders until this instant (far future = "until I resume"). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** DESIGN §10.2 busy mode: minutes added to every ready-time estimate and the lead time. */
    extraPrepMinutes: integer('extra_prep_minutes').notNull().default(0),
    /** Issue 25: busy minutes end on their own (null: until closing time). */
    extraPrepUntil: timestamp('extra_prep_until', { withTimezone: true }),
    /** Issue 25: why ordering is paused ('vendor' or 'desk_unreachable'); null when not paused. */
    pauseReason: text('pause_reason'),
    /** Issue 25: the last time the vendor's desk or kitchen view was seen connected. */
    deskSeenAt: timestamp('desk_seen_at', { withTimezone: true }),
    /** Issue 24: listed publicly once the vendor goes live (null: setup, own preview only). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Issue 44: Go live asked while the administrator approves new vendors (platform setting
     * `vendor_approval`): waiting until the administrator puts it live (published_at).
     */
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    /** DESIGN §10.5 here now: when the vendor last confirmed it is there, and at which location. */
    hereNowAt: timestamp('here_now_at', { withTimezone: true }),
    hereNowLocationId: integer('here_now_location_id').references((): AnyPgColumn => vendorLocations.id, {
      onDelete: 'set null',
    }),
    /** DESIGN §11: when a customer must pay online first ('never', 'after_no_show', 'always'). */
    prepay: text('prepay', { enum: ['never', 'after_no_show', 'always'] }).notNull().default('never'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendors_active_idx').on(t.isActive),
    check('vendors_extra_prep_chk', sql`${t.extraPrepMinutes} between 0 and 120`),
    check('vendors_prepay_chk', sql`${t.prepay} in ('never', 'after_no_show', 'always')`),
  ],
);

export const businessHours = pgTable(
  'business_hours',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    /** 'HH:MM', 24-hour clock, valley time. */
    openTime: text('open_time'),
    closeTime: text('close_time'),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Issue 24: split shifts (11:00–14:00 and 17:00–21:00): 0 is the day's first, 1 its second. */
    shift: integer('shift').notNull().default(0),
    /** DESIGN §10.3: where the vendor is during these hours (null: its main address). */
    locationId: integer('location_id').references((): AnyPgColumn => vendorLocations.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('business_hours_vendor_day_shift_uq').on(t.vendorId, t.dayOfWeek, t.shift),
    check('business_hours_day_chk', sql`${t.dayOfWeek} between 0 and 6`),
    check('business_hours_shift_chk', sql`${t.shift} between 0 and 1`),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('menu_categories_vendor_idx').on(t.vendorId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    category: text('category'),
    /** DESIGN §10.2: the menu category the item is listed under (null: "Other"). */
    categoryId: integer('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    inventoryCount: integer('inventory_count'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    isDailySpecial: boolean('is_daily_special').notNull().default(false),
    specialDate: date('special_date'),
    prepTime: integer('prep_time').notNull().default(15),
    /** Issue 24: the vendor's own order of items within a category (then id). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Issue 18: vegetarian, vegan, gluten-free, halal (DIETARY_TAGS in shared/constants). */
    dietaryTags: text('dietary_tags').array().notNull().default(sql`'{}'::text[]`),
    /** Issue 41 (docs/design.md §12): at most this many ordered in any 15 minutes (null: no limit). */
    maxPer15Min: integer('max_per_15_min'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_vendor_idx').on(t.vendorId),
    check('menu_items_max_per_15_min_chk', sql`${t.maxPer15Min} is null or ${t.maxPer15Min} > 0`),
    check('menu_items_price_chk', sql`${t.price} >= 0`),
    check('menu_items_inventory_chk', sql`${t.inventoryCount} is null or ${t.inventoryCount} >= 0`),
  ],
);

export const vendorLocations = pgTable(
  'vendor_locations',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    latitude: latitude().notNull(),
    longitude: longitude().notNull(),
    isMainLocation: boolean('is_main_location').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_locations_vendor_idx').on(t.vendorId)],
);

export const vendorTimeSlots = pgTable(
  'vendor_time_slots',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    maxOrders: integer('max_orders').notNull().default(10),
    slotDuration: integer('slot_duration').notNull().default(15),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('vendor_time_slots_vendor_idx').on(t.vendorId),
    check('vendor_time_slots_day_chk', sql`${t.dayOfWeek} between 0 and 6`),
    check('vendor_time_slots_capacity_chk', sql`${t.maxOrders} > 0 and ${t.slotDuration} > 0`),
  ],
);

export const vendorAnalytics = pgTable(
  'vendor_analytics',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    revenue: money('revenue', 10).notNull().default('0'),
    newCustomers: integer('new_customers').notNull().default(0),
    repeatCustomers: integer('repeat_customers').notNull().default(0),
    avgOrderValue: money('avg_order_value').notNull().default('0'),
    peakHour: integer('peak_hour'),
    /**
     * Decision 0035: the day's roll-up. `changes` is bumped by triggers (migration 0005) whenever
     * an order or a review of the day changes; the roll-up stores the `changes` it saw in
     * `rolled_changes`, so a row is up to date exactly when the two are equal.
     */
    changes: integer('changes').notNull().default(0),
    rolledChanges: integer('rolled_changes'),
    /** Orders pending, confirmed or ready, and their value (decision 0022's Open Orders card). */
    openOrders: integer('open_orders').notNull().default(0),
    openValue: money('open_value', 10).notNull().default('0'),
    /** Orders not cancelled per valley hour 0–23 (peak hours over a period add these up). */
    hourlyOrders: integer('hourly_orders').array(),
    /**
     * Issue 40: the food of the day's orders that are paid (online, or marked paid at the desk),
     * and the tips paid with them. Null on a row rolled up before these existed: such a row is
     * rolled up again on its next read (decision 0035), so no backfill was needed.
     */
    collected: money('collected', 10),
    tips: money('tips', 10),
  },
  (t) => [uniqueIndex('vendor_analytics_vendor_date_uq').on(t.vendorId, t.date)],
);

/** Decision 0035: units, revenue and ratings per menu item per vendor per valley date (popular items). */
export const vendorItemSales = pgTable(
  'vendor_item_sales',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** The order line's menuItemId and name as ordered (an item renamed since is another line). */
    menuItemId: text('menu_item_id'),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    cents: numeric('cents', { precision: 14, scale: 0 }).notNull(),
    /** Sum and count of the ratings of the rated orders holding the item. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [index('vendor_item_sales_vendor_date_idx').on(t.vendorId, t.date)],
);

// ---------------------------------------------------------------- reviews

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    photos: text('photos').array(),
    serviceRating: integer('service_rating'),
    foodQualityRating: integer('food_quality_rating'),
    valueRating: integer('value_rating'),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    /** Issue 19: the vendor's one public reply. */
    vendorReply: text('vendor_reply'),
    vendorRepliedAt: timestamp('vendor_replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_vendor_idx').on(t.vendorId),
    uniqueIndex('reviews_vendor_user_uq').on(t.vendorId, t.userId),
    check('reviews_rating_chk', sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- ordering

export const guestPreorders = pgTable(
  'guest_preorders',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Normalised to digits (DESIGN §4). Null only for a walk-up order taken at the desk. */
    phone: text('phone'),
    /** DESIGN §10.5: 'online' (the preorder page), 'walk_up' or 'phone' (entered at the desk). */
    source: text('source').notNull().default('online'),
    email: text('email'),
    items: jsonb('items').notNull(),
    totalAmount: money('total_amount', 10).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    status: text('status').notNull().default('pending'),
    trackingToken: text('tracking_token').notNull().unique(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }),
    scheduledPickupTime: timestamp('scheduled_pickup_time', { withTimezone: true }),
    estimatedReadyTime: timestamp('estimated_ready_time', { withTimezone: true }),
    specialInstructions: text('special_instructions'),
    invoiceNumber: text('invoice_number').notNull().unique(),
    loyaltyPointsEarned: integer('loyalty_points_earned').notNull().default(0),
    /** DESIGN §4: a retried submission with the same key returns the first order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** DESIGN §10.1: "Text me when it's ready". */
    notifyBySms: boolean('notify_by_sms').notNull().default(false),
    /** The language the order was placed in: its texts go out in it. */
    locale: text('locale').notNull().default('en'),
    /** Issue 23: a redemption code applied at checkout (single use) and what it took off. */
    redemptionCode: text('redemption_code'),
    discountAmount: money('discount_amount', 10).notNull().default('0'),
    /**
     * Issue 44: the administrator's promotion applied at checkout (its vendor's, live), and its
     * title as the customer saw it; discountAmount is what it took off. One offer per order: a
     * reward code replaces it.
     */
    promotionId: integer('promotion_id').references((): AnyPgColumn => promotions.id, { onDelete: 'set null' }),
    promotionTitle: text('promotion_title'),
    /** DESIGN §10.5: a 4-digit code on the tracking page and the vendor's card for the hand-off. */
    pickupCode: text('pickup_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /**
     * Issue 41: how far an unanswered order has escalated — 0 none, 1 the vendor alerted (push),
     * 2 texted, 3 ordering paused and the customer told.
     */
    escalationLevel: smallint('escalation_level').notNull().default(0),
    /** DESIGN §11: an order paid online through Square — its payment, receipt and Square order. */
    paymentId: text('payment_id').unique(),
    receiptUrl: text('receipt_url'),
    squareOrderId: text('square_order_id'),
    /** The tip paid with the order (not part of totalAmount, which is the food). */
    tipAmount: money('tip_amount', 10).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('guest_preorders_vendor_created_idx').on(t.vendorId, t.createdAt),
    /** Issue 42: the desk catching up after a dropout (`?since=<cursor>`). */
    index('guest_preorders_vendor_updated_idx').on(t.vendorId, t.updatedAt, t.id),
    index('guest_preorders_phone_idx').on(t.phone, t.createdAt),
    /** Decision 0035: "is this the phone's first order here?" for new and repeat customers. */
    index('guest_preorders_vendor_phone_idx').on(t.vendorId, t.phone, t.createdAt),
    index('guest_preorders_created_idx').on(t.createdAt),
    /** DESIGN §10.2: counting a pickup slot's orders. */
    index('guest_preorders_vendor_slot_idx').on(t.vendorId, t.scheduledPickupTime),
    /** The queue ahead of an order "as soon as possible" (asap_ready_at in migration 0002). */
    index('guest_preorders_vendor_open_idx')
      .on(t.vendorId, t.createdAt)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    check('guest_preorders_source_chk', sql`${t.source} in ('online','walk_up','phone')`),
    check(
      'guest_preorders_status_chk',
      sql`${t.status} in ('pending','confirmed','ready','completed','cancelled')`,
    ),
  ],
);

/**
 * Issue 42 (docs/design.md §13): a status change sent with an `Idempotency-Key` (a desk resending
 * what it queued offline) is applied once; a resend answers with the order as it is now.
 */
export const statusRequests = pgTable(
  'status_requests',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    preorderId: integer('preorder_id')
      .notNull()
      .references(() => guestPreorders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('status_requests_created_idx').on(t.createdAt)],
);

/**
 * Issue 39 item 2: an order's status change, written in the change's transaction. What follows a
 * committed change (a refund, the outbox's wake-up, challenges, the live event) runs from this
 * row: at once by the instance that made the change, which holds it until `leaseUntil`, and by
 * any instance's worker once that lease has run out unprocessed (a process killed after the commit).
 * `processedAt` is set when every after-commit part has run.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    preorderId: integer('preorder_id')
      .notNull()
      .references(() => guestPreorders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Texts and pushes the change queued for its customer (the outbox is woken when above 0). */
    textsQueued: integer('texts_queued').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_unprocessed_idx').on(t.leaseUntil).where(sql`${t.processedAt} is null`),
    index('order_events_preorder_idx').on(t.preorderId),
  ],
);

// ---------------------------------------------------------------- payments (DESIGN §11)

/** A vendor's Square account: tokens encrypted at rest (src/server/payments/secret-box.ts). */
export const vendorSquareConnections = pgTable('vendor_square_connections', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  merchantId: text('merchant_id').notNull(),
  locationId: text('location_id').notNull(),
  locationName: text('location_name').notNull(),
  accessTokenEnc: text('access_token_enc').notNull(),
  refreshTokenEnc: text('refresh_token_enc'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The OAuth `state` of one Connect click: bound to the vendor and the session, used once. */
export const squareOauthStates = pgTable(
  'square_oauth_states',
  {
    state: text('state').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** A hash of the session id the Connect click came from. */
    sessionHash: text('session_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('square_oauth_states_expires_idx').on(t.expiresAt)],
);

/** Square webhook events applied, by Square's event_id: each is applied once. */
export const squareWebhookEvents = pgTable('square_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * One online checkout, written before Square is asked to charge and settled after the order's
 * commit (decision 0049): a start after a crash between the two reconciles with Square by the key.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    /** The order's own Idempotency-Key. */
    idempotencyKey: text('idempotency_key').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** 'charging' | 'placed' | 'declined' | 'refunded'. */
    state: text('state').notNull().default('charging'),
    /** The checkout request as placed (its body and language), to place it again after a crash. */
    request: jsonb('request').notNull(),
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    invoiceNumber: text('invoice_number').notNull(),
    squareOrderId: text('square_order_id'),
    paymentId: text('payment_id'),
    preorderId: integer('preorder_id').references(() => guestPreorders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_attempts_state_idx').on(t.state, t.createdAt)],
);

export const preorderReviews = pgTable(
  'preorder_reviews',
  {
    id: serial('id').primaryKey(),
    /** One review per order (DESIGN §5). */
    preorderId: integer('preorder_id')
      .notNull()
      .unique()
      .references(() => guestPreorders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    serviceRating: integer('service_rating'),
    foodQualityRating: integer('food_quality_rating'),
    /** DESIGN §5 adds value for money. */
    valueRating: integer('value_rating'),
    timelinessRating: integer('timeliness_rating'),
    wouldRecommend: boolean('would_recommend').notNull().default(true),
    /** Issue 19: the vendor's one public reply. */
    vendorReply: text('vendor_reply'),
    vendorRepliedAt: timestamp('vendor_replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('preorder_reviews_vendor_idx').on(t.vendorId, t.createdAt),
    check('preorder_reviews_rating_chk', sql`${t.rating} between 1 and 5`),
  ],
);

/** Signed-in orders (SPEC's data model; no screen places them yet). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    items: jsonb('items'),
    subtotal: money('subtotal', 10).notNull(),
    tax: money('tax', 10).notNull().default('0'),
    total: money('total', 10).notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    pickupTime: timestamp('pickup_time', { withTimezone: true }),
    isDelivery: boolean('is_delivery').notNull().default(false),
    deliveryAddress: text('delivery_address'),
    specialInstructions: text('special_instructions'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_vendor_idx').on(t.vendorId, t.createdAt), index('orders_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    guestPhone: text('guest_phone'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isSent: boolean('is_sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    actionUrl: text('action_url'),
    metadata: jsonb('metadata'),
    /**
     * DESIGN §10.1 outbox: 'inbox' rows are read in the app; 'sms' and 'push' rows are sent by the
     * outbox worker with back-off (attempts, nextAttemptAt, lastError; failedAt when given up).
     */
    channel: text('channel').notNull().default('inbox'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The provider's id for a sent text (Twilio's Message SID). */
    providerId: text('provider_id'),
    /** Issue 18: one notice per event and recipient (e.g. 'open:12:2026-11-26:<user>'); a repeat is skipped. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_vendor_idx').on(t.vendorId, t.createdAt),
    index('notifications_user_idx').on(t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_uq').on(t.dedupeKey, t.channel),
    index('notifications_phone_idx').on(t.guestPhone),
    index('notifications_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.isSent} = false and ${t.failedAt} is null and ${t.channel} <> 'inbox'`),
  ],
);

// ---------------------------------------------------------------- loyalty

export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    pointsRequired: integer('points_required').notNull(),
    /** Issue 23/24: a reward is a discount or a free item from the vendor's menu. */
    discountType: text('discount_type', { enum: ['percentage', 'fixed_amount', 'free_item'] }).notNull(),
    discountValue: money('discount_value').notNull(),
    /** The free item of a 'free_item' reward. */
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('loyalty_rewards_vendor_idx').on(t.vendorId),
    check('loyalty_rewards_points_chk', sql`${t.pointsRequired} > 0`),
  ],
);

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: serial('id').primaryKey(),
    customerPhone: text('customer_phone').notNull(),
    transactionType: text('transaction_type').notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    /** A guest preorder. */
    orderId: integer('order_id').references(() => guestPreorders.id, { onDelete: 'set null' }),
    rewardId: integer('reward_id').references(() => loyaltyRewards.id, { onDelete: 'set null' }),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsSpent: integer('points_spent').notNull().default(0),
    currentBalance: integer('current_balance').notNull().default(0),
    description: text('description'),
    redemptionCode: text('redemption_code').unique(),
    /** DESIGN §10.1: when the vendor checked the redemption code (single use). */
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_transactions_phone_vendor_idx').on(t.customerPhone, t.vendorId, t.id),
    /** Never earn twice for one order. */
    uniqueIndex('loyalty_transactions_earned_order_uq')
      .on(t.orderId)
      .where(sql`${t.transactionType} = 'earned'`),
    check('loyalty_transactions_balance_chk', sql`${t.currentBalance} >= 0`),
  ],
);

// ---------------------------------------------------------------- events

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    venue: text('venue'),
    isActive: boolean('is_active').notNull().default(true),
    specialLocations: jsonb('special_locations').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_active_idx').on(t.isActive, t.startDate)],
);

export const eventVendorLocations = pgTable(
  'event_vendor_locations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    latitude: latitude().notNull(),
    longitude: longitude().notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
  },
  (t) => [
    index('event_vendor_locations_event_idx').on(t.eventId),
    index('event_vendor_locations_vendor_idx').on(t.vendorId),
  ],
);

export const eventVendorRegistrations = pgTable(
  'event_vendor_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    specialMenu: jsonb('special_menu'),
    specialPricing: jsonb('special_pricing'),
    requestedLocation: text('requested_location'),
    approvedLocation: text('approved_location'),
    registrationFee: money('registration_fee'),
    isPaid: boolean('is_paid').notNull().default(false),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_vendor_uq').on(t.eventId, t.vendorId),
    index('event_registrations_vendor_idx').on(t.vendorId),
  ],
);

// ---------------------------------------------------------------- community (no screens yet)

export const userFollows = pgTable(
  'user_follows',
  {
    id: serial('id').primaryKey(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedVendorId: integer('followed_vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_follows_uq').on(t.followerId, t.followedVendorId),
    index('user_follows_vendor_idx').on(t.followedVendorId),
  ],
);

export const socialPosts = pgTable(
  'social_posts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    photos: text('photos').array(),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    type: text('type').notNull(),
    /** Issue 19: hidden by an administrator (gone from every listing); reports received so far. */
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_posts_user_idx').on(t.userId),
    index('social_posts_vendor_idx').on(t.vendorId),
    index('social_posts_feed_idx').on(t.createdAt, t.id),
  ],
);

/** Issue 19: one like per user and post; social_posts.likes stays equal to the count of these rows. */
export const postLikes = pgTable(
  'post_likes',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_likes_uq').on(t.postId, t.userId)],
);

/** Issue 19: one report per user and post, for the administrator's queue. */
export const postReports = pgTable(
  'post_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => socialPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_reports_uq').on(t.postId, t.userId)],
);

export const challenges = pgTable('challenges', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  type: text('type').notNull(),
  target: integer('target').notNull(),
  reward: text('reward'),
  rewardPoints: integer('reward_points').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Issue 19: only orders from vendors of this cuisine count (null: any). */
  cuisine: text('cuisine'),
  createdAt: createdAt(),
});

export const userChallenges = pgTable(
  'user_challenges',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Issue 19: when the customer joined. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_challenges_uq').on(t.userId, t.challengeId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toVendorId: integer('to_vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    messageType: text('message_type').notNull().default('text'),
    /**
     * Issue 19: who wrote it, 'customer' or 'vendor'. `fromUserId` is always the conversation's
     * customer (a vendor's answer keeps the customer it answers), so (toVendorId, fromUserId) names
     * the conversation; `readAt` is when the other side read it (read receipts).
     */
    sender: text('sender').notNull().default('customer'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_vendor_idx').on(t.toVendorId, t.createdAt),
    index('chat_messages_conversation_idx').on(t.toVendorId, t.fromUserId, t.createdAt),
    check('chat_messages_sender_chk', sql`${t.sender} in ('customer', 'vendor')`),
  ],
);

/** Issue 19: one conversation per customer and vendor; the vendor may close it (the customer may reopen by writing). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_conversations_uq').on(t.vendorId, t.userId), index('chat_conversations_vendor_idx').on(t.vendorId, t.lastMessageAt)],
);

/**
 * Issue 44: the administrator's switches for the whole site, one row each (`vendor_approval`:
 * new vendors go live only once approved). A missing row is the switch's default.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weatherRecommendations = pgTable('weather_recommendations', {
  id: serial('id').primaryKey(),
  weatherCondition: text('weather_condition').notNull(),
  temperature: integer('temperature'),
  recommendedCuisines: text('recommended_cuisines').array(),
  message: text('message'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const attractions = pgTable('attractions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  address: text('address').notNull(),
  latitude: latitude().notNull(),
  longitude: longitude().notNull(),
  website: text('website'),
  phone: text('phone'),
  isPartner: boolean('is_partner').notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- admin: promotions and ads

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['discount', 'bogo', 'free_item', 'featured'] }).notNull(),
    discountValue: numeric('discount_value', { precision: 5, scale: 2 }),
    discountType: text('discount_type'),
    targetVendorIds: text('target_vendor_ids').array(),
    targetCuisines: text('target_cuisines').array(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(1),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('promotions_active_idx').on(t.isActive, t.startDate, t.endDate)],
);

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    adType: text('ad_type', { enum: ['banner', 'featured', 'popup', 'sponsored'] }).notNull(),
    placement: text('placement', {
      enum: ['homepage', 'search', 'vendor_list', 'mobile_app'],
    }).notNull(),
    paidAmount: money('paid_amount', 10).notNull(),
    /** Hours. */
    duration: integer('duration').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    targetAudience: text('target_audience'),
    targetCuisines: text('target_cuisines').array(),
    targetLocation: text('target_location'),
    isActive: boolean('is_active').notNull().default(true),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    status: text('status').notNull().default('active'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('advertisements_placement_idx').on(t.placement, t.isActive, t.endDate)],
);

// ---------------------------------------------------------------- uploads

/** Signed single-use upload URLs for the local store (DESIGN §2). */
/** DESIGN §10.5: a ready order not picked up; 3 in 30 days and the phone must verify first. */
export const noShowStrikes = pgTable(
  'no_show_strikes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => guestPreorders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('no_show_strikes_phone_idx').on(t.phone, t.createdAt), uniqueIndex('no_show_strikes_order_uq').on(t.orderId)],
);

/**
 * DESIGN §10.5: text-message consent, one row per change (the newest per phone decides): an
 * opt-in at checkout with the words shown, STOP / START by text.
 */
/** DESIGN §10.5: "not here" reports on a vendor's check-in (three in an hour clear it). */
export const notHereReports = pgTable(
  'not_here_reports',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** 'phone:<digits>', a verified phone (decision 0029; 'user:<uuid>' in rows from before issue 43): one report per reporter per check-in. */
    reporter: text('reporter').notNull(),
    /** The check-in reported on (vendors.here_now_at when the report was made). */
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('not_here_reports_uq').on(t.vendorId, t.checkInAt, t.reporter),
    index('not_here_reports_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

export const smsConsents = pgTable(
  'sms_consents',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    optedIn: boolean('opted_in').notNull(),
    /** What the customer saw or sent ("Text me when it's ready…", "STOP"). */
    wording: text('wording').notNull(),
    /** 'checkout' | 'sms'. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_consents_phone_idx').on(t.phone, t.createdAt)],
);

export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('upload_tickets_expires_idx').on(t.expiresAt)],
);
