-- Trigram matching for searching people by name or e-mail (admin user search, later tutor search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
