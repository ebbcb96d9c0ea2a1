ALTER TABLE "preorder_reviews" ADD COLUMN "vendor_reply" text;--> statement-breakpoint
ALTER TABLE "preorder_reviews" ADD COLUMN "vendor_replied_at" timestamp with time zone;