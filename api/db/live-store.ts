// A product of a store is for sale only while its store is live (issue 34): a suspended store's products leave
// every list, search and product page, and a cart line of one can no longer be ordered; they come back when the
// store is reinstated. The shop's own products (no store) are not concerned.
import { sql, type SqlBool } from 'kysely';

/** `alias.store_id` is null or names a live store (status 1). */
export function ofLiveStore(alias = 'p') {
  return sql<SqlBool>`(${sql.ref(`${alias}.store_id`)} is null or ${sql.ref(`${alias}.store_id`)} in (select id from stores where status = 1))`;
}
