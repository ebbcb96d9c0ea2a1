-- Issue 44 friction 6: the administrator may approve new vendors before they go live. A table of
-- the site's switches (a missing row is the switch's default: off) and, on vendors, when Go live
-- was asked while approval is on. The previous release never reads either.
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "approval_requested_at" timestamp with time zone;