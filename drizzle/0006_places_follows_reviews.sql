ALTER TABLE "menu_items" ADD COLUMN "dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "vendor_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "vendor_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "text_followed_vendors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_uq" ON "notifications" USING btree ("dedupe_key","channel");--> statement-breakpoint
UPDATE "reviews" SET "updated_at" = "created_at";--> statement-breakpoint
DELETE FROM "reviews" r USING "reviews" newer WHERE newer."vendor_id" = r."vendor_id" AND newer."user_id" = r."user_id" AND (newer."created_at", newer."id") > (r."created_at", r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_vendor_user_uq" ON "reviews" USING btree ("vendor_id","user_id");