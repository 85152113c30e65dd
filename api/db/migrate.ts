// Migrations are imported statically (no folder globbing) so the bundled server carries them.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './connection.ts';
import type { Database } from './schema.ts';
import { initialMigration } from './migrations/0001-initial.ts';
import { searchSkuMigration } from './migrations/0002-search-sku.ts';
import { listingCoverMigration } from './migrations/0003-listing-cover.ts';
import { accountsMigration } from './migrations/0004-accounts.ts';
import { cartMigration } from './migrations/0005-cart.ts';
import { ordersMigration } from './migrations/0007-orders.ts';
import { securityMigration } from './migrations/0008-security.ts';
import { demoTitlesMigration } from './migrations/0009-demo-titles.ts';
import { adminMigration } from './migrations/0010-admin.ts';
import { pendingEmailMigration } from './migrations/0011-pending-email.ts';
import { reviewUniqueMigration } from './migrations/0014-review-unique.ts';
import { sellersMigration } from './migrations/0015-sellers.ts';
import { paymentsMigration } from './migrations/0012-payments.ts';
import { refundsMigration } from './migrations/0016-refunds.ts';
import { testPaymentsMigration } from './migrations/0017-test-payments.ts';
import { catalogueWorkspaceMigration } from './migrations/0018-catalogue-workspace.ts';
import { sellerOperationsMigration } from './migrations/0019-seller-operations.ts';
import { catalogueSearchIndexesMigration } from './migrations/0020-catalogue-search-indexes.ts';
import { jobRunsMigration } from './migrations/0021-job-runs.ts';
import { staffSwitchesMigration } from './migrations/0022-staff-switches.ts';
import { peopleMigration } from './migrations/0026-people.ts';
import { merchandisingMigration } from './migrations/0024-merchandising.ts';
import { linkStatusMigration } from './migrations/0027-link-status.ts';
import { taxPlacesMigration } from './migrations/0028-tax-places.ts';
import { flashSaleCapMigration } from './migrations/0029-flash-sale-cap.ts';
import { storeVouchersMigration } from './migrations/0023-store-vouchers.ts';
import { homeScheduleMigration } from './migrations/0030-home-schedule.ts';

function provider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect),
        '0002-search-sku': searchSkuMigration(dialect),
        '0003-listing-cover': listingCoverMigration(dialect),
        '0004-accounts': accountsMigration(dialect),
        '0005-cart': cartMigration(dialect),
        '0007-orders': ordersMigration(dialect),
        '0008-security': securityMigration(dialect),
        '0009-demo-titles': demoTitlesMigration(),
        '0010-admin': adminMigration(dialect),
        '0011-pending-email': pendingEmailMigration(),
        '0014-review-unique': reviewUniqueMigration(),
        '0015-sellers': sellersMigration(dialect),
        '0012-payments': paymentsMigration(dialect),
        '0016-refunds': refundsMigration(dialect),
        '0017-test-payments': testPaymentsMigration(),
        '0018-catalogue-workspace': catalogueWorkspaceMigration(dialect),
        '0019-seller-operations': sellerOperationsMigration(dialect),
        '0020-catalogue-search-indexes': catalogueSearchIndexesMigration(dialect),
        '0021-job-runs': jobRunsMigration(),
        '0022-staff-switches': staffSwitchesMigration(),
        '0023-store-vouchers': storeVouchersMigration(),
        '0024-merchandising': merchandisingMigration(),
        '0026-people': peopleMigration(dialect),
        '0027-link-status': linkStatusMigration(),
        '0028-tax-places': taxPlacesMigration(dialect),
        '0029-flash-sale-cap': flashSaleCapMigration(),
        '0030-home-schedule': homeScheduleMigration(),
      };
    },
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: provider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Drops everything (cli `seed --reset`). */
export async function migrateDownAll(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(dialect) });
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (!results?.length) break;
  }
}
