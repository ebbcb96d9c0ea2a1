CREATE TABLE "not_here_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"reporter" text NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_preorders" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "business_hours" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "extra_prep_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "desk_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "here_now_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "here_now_location_id" integer;--> statement-breakpoint
ALTER TABLE "not_here_reports" ADD CONSTRAINT "not_here_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "not_here_reports_uq" ON "not_here_reports" USING btree ("vendor_id","check_in_at","reporter");--> statement-breakpoint
CREATE INDEX "not_here_reports_vendor_idx" ON "not_here_reports" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_location_id_vendor_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."vendor_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_here_now_location_id_vendor_locations_id_fk" FOREIGN KEY ("here_now_location_id") REFERENCES "public"."vendor_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD CONSTRAINT "guest_preorders_source_chk" CHECK ("guest_preorders"."source" in ('online','walk_up','phone'));--> statement-breakpoint
-- Issue 24: every vendor listed before "Go live" existed stays listed.
UPDATE "vendors" SET "published_at" = "created_at" WHERE "published_at" IS NULL;