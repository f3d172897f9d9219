import type { Product } from '@golfwallet/core/contracts/partner/shapes';
import { fieldChanges } from '@golfwallet/core/domain/audit-changes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { ProductInput } from '@golfwallet/core/validation/product';
import type { ProductStatus } from '@golfwallet/core/validation/product-limits';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { insertAudit } from './audit.repository';
import { toProduct, toProductValues } from './product.mapper';
import {
  clubDepartmentIds,
  findClubProduct,
  insertProduct,
  listClubProducts,
  lockClubProduct,
  updateClubProduct,
} from './product.repository';
import type { StaffContext } from './staff-auth';

/** Departments must be the club's own: another club's department is a field error, not a leak. */
async function assertOwnDepartments(db: DbOrTx, clubId: number, ids: number[]) {
  const own = await clubDepartmentIds(db, clubId, ids);
  if (own.length !== new Set(ids).size) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'department_ids', key: 'validation.invalid' }]);
  }
}

export async function listProducts(deps: Deps, auth: StaffContext) {
  return { items: (await listClubProducts(deps.db, auth.clubId)).map(toProduct) };
}

export async function getProduct(deps: Deps, auth: StaffContext, id: number) {
  const row = await findClubProduct(deps.db, auth.clubId, id);
  if (!row) throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
  return toProduct(row);
}

/** Creates a product of the caller's club, on sale at once, and audits it, in one transaction. */
export async function createProduct(deps: Deps, auth: StaffContext, input: ProductInput) {
  await assertOwnDepartments(deps.db, auth.clubId, input.department_ids);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertProduct(tx, auth.clubId, {
      ...toProductValues(input, now),
      status: 'active',
      active: true,
    });
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'product_created',
      subject: row.name,
      details: { product_id: row.id },
      at: now,
    });
    return toProduct(row);
  });
}

/** What an edit of a product can change: the audit row lists each of them that did, from and to. */
const EDITABLE_FIELDS = [
  'name',
  'description',
  'type',
  'category',
  'reduction_type',
  'value',
  'price',
  'currency',
  'uses',
  'max_per_day',
  'validity_days',
  'limited_until',
  'stock_left',
  'paid_after_redemption',
  'baskets',
  'department_ids',
  'can_be_self_redeemed',
  'restrictions',
] as const satisfies readonly (keyof Product)[];

/**
 * Replaces a product's fields (vouchers already issued keep theirs); an ended product cannot change.
 * The audit row records each changed field with its value before and after (issue #34, item 19a).
 */
export async function updateProduct(deps: Deps, auth: StaffContext, id: number, input: ProductInput) {
  await assertOwnDepartments(deps.db, auth.clubId, input.department_ids);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockClubProduct(tx, auth.clubId, id);
    if (!current) throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
    if (current.status === 'ended') throw new AppError('PRODUCT_ENDED');
    const row = await updateClubProduct(tx, auth.clubId, id, toProductValues(input, now));
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'product_updated',
      subject: row!.name,
      details: { product_id: id, ...fieldChanges(toProduct(current), toProduct(row!), EDITABLE_FIELDS) },
      at: now,
    });
    return toProduct(row!);
  });
}

/**
 * Pauses (off sale), resumes (on sale) or ends (off sale for good) a product. `active`, which the
 * shop reads, is true exactly while the status is 'active'. Ending is final.
 */
export async function setProductStatus(deps: Deps, auth: StaffContext, id: number, status: ProductStatus) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockClubProduct(tx, auth.clubId, id);
    if (!current) throw new AppError('PARTNER_PRODUCT_NOT_FOUND');
    if (current.status === 'ended') throw new AppError('PRODUCT_ENDED');
    const row = await updateClubProduct(tx, auth.clubId, id, {
      status,
      active: status === 'active',
      updatedAt: now,
    });
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'product_status',
      subject: current.name,
      details: { product_id: id, from: current.status, to: status },
      at: now,
    });
    return toProduct(row!);
  });
}
