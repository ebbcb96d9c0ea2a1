-- Issue 39 item 5 (docs/decisions/0056-vendor-cache-by-database.md): every write to what the public
-- vendor list and a vendor's page show announces itself. A row trigger sends
-- NOTIFY vendor_cache ':<vendor id>:<menu|all>' (delivered at commit; PostgreSQL folds a
-- transaction's equal notices into one), so no route has to remember to clear the cache.
-- 'menu' clears only the vendor's page (the list shows no menu); 'all' clears the page and the list.
-- Expand-only: a function and triggers; the previous release reads the same payload (an empty
-- sender, which it treats as another instance's notice).
CREATE OR REPLACE FUNCTION vendor_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  vendor_ids integer[];
  change text := 'all';
  v integer;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'vendors' THEN
    -- A desk's heartbeat (desk_seen_at) changes nothing shown, except the first one ever.
    IF TG_OP = 'UPDATE'
       AND (to_jsonb(NEW) - 'desk_seen_at' - 'updated_at') = (to_jsonb(OLD) - 'desk_seen_at' - 'updated_at')
       AND NOT (OLD.desk_seen_at IS NULL AND NEW.desk_seen_at IS NOT NULL) THEN
      RETURN NULL;
    END IF;
    vendor_ids := ARRAY[r.id];
  ELSIF TG_TABLE_NAME = 'users' THEN
    -- The page shows its owner's first name.
    IF NEW.first_name IS NOT DISTINCT FROM OLD.first_name THEN RETURN NULL; END IF;
    SELECT array_agg(id) INTO vendor_ids FROM vendors WHERE user_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'menu_items' THEN
    -- The list shows the dietary tags of the regular, available items of active categories.
    vendor_ids := ARRAY[r.vendor_id];
    change := 'menu';
    IF TG_OP = 'UPDATE' THEN
      IF (cardinality(OLD.dietary_tags) > 0 OR cardinality(NEW.dietary_tags) > 0)
         AND (OLD.dietary_tags, OLD.is_available, OLD.is_daily_special, OLD.category_id)
             IS DISTINCT FROM (NEW.dietary_tags, NEW.is_available, NEW.is_daily_special, NEW.category_id) THEN
        change := 'all';
      END IF;
    ELSIF cardinality(r.dietary_tags) > 0 THEN
      change := 'all';
    END IF;
  ELSIF TG_TABLE_NAME = 'menu_categories' THEN
    vendor_ids := ARRAY[r.vendor_id];
    IF TG_OP = 'INSERT' THEN
      change := 'menu';
    ELSIF TG_OP = 'UPDATE' AND OLD.is_active IS NOT DISTINCT FROM NEW.is_active THEN
      change := 'menu';
    END IF;
  ELSIF TG_TABLE_NAME = 'promotions' THEN
    -- An order counting a use changes nothing shown until the last use is taken.
    IF TG_OP = 'UPDATE'
       AND (to_jsonb(NEW) - 'current_uses' - 'updated_at') = (to_jsonb(OLD) - 'current_uses' - 'updated_at')
       AND (NEW.max_uses IS NULL OR NEW.current_uses < NEW.max_uses) THEN
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT t::integer) INTO vendor_ids
      FROM unnest(
        CASE WHEN TG_OP = 'INSERT' THEN '{}'::text[] ELSE coalesce(OLD.target_vendor_ids, '{}') END
        || CASE WHEN TG_OP = 'DELETE' THEN '{}'::text[] ELSE coalesce(NEW.target_vendor_ids, '{}') END
      ) AS t
      WHERE t ~ '^[0-9]{1,9}$';
  ELSE
    -- business_hours, vendor_locations, reviews, preorder_reviews, vendor_square_connections.
    vendor_ids := ARRAY[r.vendor_id];
  END IF;
  IF vendor_ids IS NULL THEN RETURN NULL; END IF;
  FOREACH v IN ARRAY vendor_ids LOOP
    PERFORM pg_notify('vendor_cache', ':' || v || ':' || change);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "vendors" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER UPDATE OF first_name ON "users" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "business_hours" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "menu_items" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "menu_categories" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "vendor_locations" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "preorder_reviews" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "promotions" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
--> statement-breakpoint
CREATE TRIGGER vendor_cache_notify AFTER INSERT OR UPDATE OR DELETE ON "vendor_square_connections" FOR EACH ROW EXECUTE FUNCTION vendor_cache_notify();
