CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_keyword_trgm_idx" ON "users" USING gin (("firstname" || ' ' || "lastname" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_email_idx" ON "users" USING btree ("created_at" DESC,"email");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("lastname","firstname","id");--> statement-breakpoint
CREATE INDEX "properties_keyword_trgm_idx" ON "properties" USING gin (("name" || ' ' || "address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_created_id_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_name_idx" ON "properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "applications_created_id_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_start_created_id_idx" ON "contracts" USING btree ("start_date","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_created_id_idx" ON "contracts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_created_due_id_idx" ON "transactions" USING btree ("created_at","due_date","id");--> statement-breakpoint
CREATE INDEX "transactions_due_id_idx" ON "transactions" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "transactions_paid_idx" ON "transactions" USING btree ("payment_date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "transactions_status_paid_idx" ON "transactions" USING btree ("status","payment_date" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "complaints_keyword_trgm_idx" ON "complaints" USING gin (("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_created_id_idx" ON "complaints" USING btree ("created_at","id");
