-- Access-token revocation (issue #14): the families revoked recently are read at start and after a reconnect of the notification listener.
CREATE INDEX "refresh_tokens_revoked_idx" ON "refresh_tokens" USING btree ("revoked_at") WHERE "refresh_tokens"."revoked_at" IS NOT NULL;
