-- Simple and advertiser advertisements share one id space (issue 39), so that
-- PUT and DELETE /api/admin/advertisements/{id} name one advertisement with no advertiser in the
-- query. Until now each table numbered its own rows, so an id could name one row of each.
-- The identities go first: an identity column takes no default and no update of its id.
ALTER TABLE "advertisements" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "advertiser_advertisements" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
-- CHANGES DATA: no id a client may hold changes, except where both tables used the same id. There
-- the simple advertisement keeps it (DELETE /advertisements/{id} without a query has always meant
-- that one) and the advertiser's advertisement is renumbered past every id in use, in id order.
-- The audit log keeps the old id in its entries (it is append-only). All new ids come above.
WITH top AS (
  SELECT coalesce(max(id), 0) AS id
  FROM (SELECT id FROM advertisements UNION ALL SELECT id FROM advertiser_advertisements) AS ids
), clashing AS (
  SELECT aa.id, row_number() OVER (ORDER BY aa.id) AS n
  FROM advertiser_advertisements aa
  WHERE EXISTS (SELECT 1 FROM advertisements a WHERE a.id = aa.id)
)
UPDATE advertiser_advertisements aa SET id = top.id + clashing.n
FROM top, clashing
WHERE aa.id = clashing.id;--> statement-breakpoint
CREATE SEQUENCE "public"."advertisement_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('advertisement_ids', coalesce(max(id), 0) + 1, false)
FROM (SELECT id FROM advertisements UNION ALL SELECT id FROM advertiser_advertisements) AS ids;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "id" SET DEFAULT nextval('advertisement_ids');--> statement-breakpoint
ALTER TABLE "advertiser_advertisements" ALTER COLUMN "id" SET DEFAULT nextval('advertisement_ids');
