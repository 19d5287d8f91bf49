-- Issue 12, target 3 (ADR 21 "Costs that grow with the data"): indexes that keep two list pages and their totals
-- flat as the data grows.
-- The admin's Overdue filter (Pending, not a deposit, due before today) in the newest order: the page walks this
-- partial index instead of filtering 15,000 rows of transactions_created_idx, and its total is an index-only count.
CREATE INDEX "transactions_overdue_idx" ON "transactions" USING btree ("created_at","due_date","id") WHERE "transactions"."status" = 'Pending' and "transactions"."type" <> 'Deposit';--> statement-breakpoint
-- The listing's price filter on rooms: one index-only probe per property the page walks (was a hashed scan of
-- every room in the price range).
CREATE INDEX "rooms_property_price_idx" ON "rooms" USING btree ("property_id","price_sen");
