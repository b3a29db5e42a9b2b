ALTER TABLE "mail_history" ADD COLUMN "keep_key" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_history_user_keep_key_idx" ON "mail_history" USING btree ("user_id","keep_key");