-- ADR 0030: a tenancy of N months ends on start + N months - 1 day (both dates inclusive). Applications made
-- under the old rule (end = start + N months, PostgreSQL clamps month ends as addMonths does) and not yet turned
-- into a contract get the corrected last day. Contracts keep theirs: each one's tenancy agreement was generated
-- at acceptance with that date (signed, sealed or offered for signing, its text and hash recorded in the e-sign
-- versions and shown on the verify page), and the record must say what the agreement says.
UPDATE "applications" AS a
SET "end_date" = a."end_date" - 1
WHERE a."end_date" = (a."start_date" + make_interval(months => a."stay_length"))::date
  AND NOT EXISTS (SELECT 1 FROM "contracts" AS c WHERE c."application_id" = a."id");
