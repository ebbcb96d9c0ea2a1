ALTER TABLE "menu_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "extra_prep_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_preorders_vendor_slot_idx" ON "guest_preorders" USING btree ("vendor_id","scheduled_pickup_time");--> statement-breakpoint
ALTER TABLE "vendor_time_slots" ADD CONSTRAINT "vendor_time_slots_day_chk" CHECK ("vendor_time_slots"."day_of_week" between 0 and 6);--> statement-breakpoint
ALTER TABLE "vendor_time_slots" ADD CONSTRAINT "vendor_time_slots_capacity_chk" CHECK ("vendor_time_slots"."max_orders" > 0 and "vendor_time_slots"."slot_duration" > 0);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_extra_prep_chk" CHECK ("vendors"."extra_prep_minutes" between 0 and 120);--> statement-breakpoint
INSERT INTO "menu_categories" ("vendor_id", "name", "sort_order")
SELECT "vendor_id", btrim("category"), (row_number() OVER (PARTITION BY "vendor_id" ORDER BY min("id")) - 1)::int
FROM "menu_items"
WHERE "category" IS NOT NULL AND btrim("category") <> ''
GROUP BY "vendor_id", btrim("category");--> statement-breakpoint
UPDATE "menu_items" AS m SET "category_id" = c."id"
FROM "menu_categories" AS c
WHERE c."vendor_id" = m."vendor_id" AND c."name" = btrim(m."category") AND m."category_id" IS NULL;--> statement-breakpoint
CREATE INDEX "guest_preorders_vendor_open_idx" ON "guest_preorders" USING btree ("vendor_id","created_at") WHERE "guest_preorders"."status" in ('pending', 'confirmed');--> statement-breakpoint
-- DESIGN §10.2: when an order placed "as soon as possible" should be ready, in one place for every
-- statement that sets it (the one-statement order, the transaction path, the vendor's confirm):
-- the longest prep time of its items (15 minutes when none is known), 2 minutes for each order of
-- the vendor ahead of it (pending or confirmed, placed before it, "as soon as possible" or due
-- within 30 minutes; at most 30 counted), and the vendor's busy-mode minutes.
CREATE OR REPLACE FUNCTION "asap_ready_at"(p_vendor integer, p_longest_prep integer, p_placed timestamptz, p_now timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  select p_now + make_interval(mins => coalesce(p_longest_prep, 15)
    + 2 * (select count(*)::int from (
             select 1 from "guest_preorders" g
             where g."vendor_id" = p_vendor and g."status" in ('pending', 'confirmed') and g."created_at" < p_placed
               and (g."scheduled_pickup_time" is null or g."scheduled_pickup_time" < p_now + interval '30 minutes')
             limit 30) ahead)
    + coalesce((select "extra_prep_minutes" from "vendors" where "id" = p_vendor), 0))
$$;
