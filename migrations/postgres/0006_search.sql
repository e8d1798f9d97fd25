-- Issue #17: substring search through trigram indexes. The read models' GIN indexes
-- (`gin_trgm_ops`, created with each projection generation) need the extension; pg_trgm is a
-- trusted extension (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
