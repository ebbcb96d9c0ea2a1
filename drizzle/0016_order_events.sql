-- Issue 39 item 2: an order's status change is written with its domain event in one transaction;
-- what follows the commit (a refund, the outbox's wake-up, challenges, the live event) runs from
-- the row, again by any instance's worker when the process that made the change died first. A new
-- table: the previous release never reads it.
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"preorder_id" integer NOT NULL,
	"status" text NOT NULL,
	"texts_queued" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_preorder_id_guest_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."guest_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_unprocessed_idx" ON "order_events" USING btree ("lease_until") WHERE "order_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_preorder_idx" ON "order_events" USING btree ("preorder_id");