-- Issue 41: a vendor's devices subscribe to Web Push for the desk's alerts (an order nobody
-- answers). push_subscriptions holds them beside the tracking page's: a row belongs to an order or
-- to a vendor, never both. The previous release reads rows by id only and never writes vendor_id.
-- The foreign key briefly locks vendors against writes while it checks this small table.
ALTER TABLE "push_subscriptions" ALTER COLUMN "preorder_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_vendor_endpoint_uq" ON "push_subscriptions" USING btree ("vendor_id","endpoint");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_one_owner" CHECK (("push_subscriptions"."preorder_id" is null) <> ("push_subscriptions"."vendor_id" is null));