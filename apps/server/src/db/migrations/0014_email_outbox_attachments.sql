-- Issue 14: files an outbox mail carries, by reference ([{ "kind": "receipt", "receiptId": "..." }]); the worker renders them at send time.
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
