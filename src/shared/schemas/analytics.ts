/** Vendor analytics (SPEC §3 shapes, DESIGN §6 definitions). */
import { z } from 'zod';
import { ANALYTICS_PERIODS_DAYS, DEFAULT_ANALYTICS_PERIOD_DAYS } from '../constants.js';
import { t } from '../messages/index.js';

export const DaysQuerySchema = z.object({
  days: z.coerce
    .number()
    .default(DEFAULT_ANALYTICS_PERIOD_DAYS)
    .refine((d) => (ANALYTICS_PERIODS_DAYS as readonly number[]).includes(d), {
      error: () => t('analytics.validation.days'),
    }),
});

/**
 * Decision 0022 (DESIGN §6 as changed by issue 24): revenue, orders and the average are over
 * completed orders; open orders (pending, confirmed, ready) are apart. A growth is null ("New")
 * when the previous period was empty and this one is not, 0 when both are empty.
 */
export const PerformanceSchema = z.object({
  totalRevenue: z.string(),
  /** Percent change against the previous period of the same length; null: new (previous was empty). */
  revenueGrowth: z.number().nullable(),
  totalOrders: z.number().int(),
  orderGrowth: z.number().nullable(),
  avgOrderValue: z.string(),
  avgOrderGrowth: z.number().nullable(),
  newCustomers: z.number().int(),
  /** Orders of the period still pending, confirmed or ready, and their value. */
  openOrders: z.number().int(),
  openValue: z.string(),
  /** Issue 40: the food of the period's paid orders (paid online or marked paid), and their tips apart. */
  collected: z.string(),
  tips: z.string(),
  /** Counted views of the vendor's detail on the period's valley dates. */
  profileViews: z.number().int(),
  profileViewsGrowth: z.number().nullable(),
});
export type Performance = z.infer<typeof PerformanceSchema>;

export const PopularItemSchema = z.object({
  name: z.string(),
  /** Units ordered in the period. */
  orderCount: z.number().int(),
  revenue: z.string(),
  /** Average rating of reviewed orders containing the item; 0 when none. */
  avgRating: z.number(),
});
export type PopularItem = z.infer<typeof PopularItemSchema>;
/** GET /api/vendors/:id/analytics/popular-items: the period's best sellers, most ordered first. */
export const PopularItemListSchema = z.array(PopularItemSchema);

export const PeakHourSchema = z.object({
  /** 0–23, valley time. */
  hour: z.number().int(),
  orderCount: z.number().int(),
});
export type PeakHour = z.infer<typeof PeakHourSchema>;
/** GET /api/vendors/:id/analytics/peak-hours: the period's busiest hours. */
export const PeakHourListSchema = z.array(PeakHourSchema);

export const FeedbackSchema = z.object({
  serviceRating: z.number(),
  foodQualityRating: z.number(),
  valueRating: z.number(),
  timelinessRating: z.number(),
  /** Percent of rated orders whose customer would recommend the vendor. */
  recommendationRate: z.number(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const ReviewStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;
