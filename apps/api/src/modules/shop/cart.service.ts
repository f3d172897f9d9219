import type { Cart } from '@golfwallet/core/contracts/shop/shapes';
import { receiptOf } from '@golfwallet/core/domain/shop/money';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { vatTreatment } from '@golfwallet/core/domain/shop/vat';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { findProduct } from './catalogue.repository';
import { cartClubId, deleteCartItem, findCartLines, shopSettingsOf, upsertCartItem } from './cart.repository';
import { cartLineProblem, saleRefusal } from './sale-rules';
import { availableBalance } from '../ledger/transfers';

/** The caller's cart with totals and what they may pay with besides a card. */
export async function getCart(deps: Deps, user: UserRow): Promise<Cart> {
  const lines = await findCartLines(deps.db, user.id);
  const first = lines[0];
  if (!first) {
    return {
      club_id: null,
      club_name: null,
      currency: null,
      items: [],
      total_minor: 0,
      vat_minor: 0,
      vat_rate_bp: 0,
      points_balance: await availableBalance(deps.db, user.id, 'points', 0),
      ball_money_balance_minor: 0,
      accepts_points: false,
      accepts_ball_money: false,
    };
  }
  const clubId = first.product.clubId;
  const settings = await shopSettingsOf(deps.db, clubId);
  const now = deps.now();
  // The VAT the checkout will charge (checkout.service.ts computes the order's the same way).
  const receipt = receiptOf(
    lines.map(({ item, product }) => ({
      name: product.name,
      quantity: item.quantity,
      unitPriceMinor: product.priceMinor,
      vat: vatTreatment(productKind(product)),
    })),
    settings.vatRateBp,
  );
  const items = lines.map(({ item, product }) => ({
    product_id: product.id,
    name: product.name,
    quantity: item.quantity,
    unit_price_minor: product.priceMinor,
    total_minor: product.priceMinor * item.quantity,
    problem: cartLineProblem(product, item.quantity, now),
  }));
  return {
    club_id: clubId,
    club_name: first.clubName,
    currency: first.product.currency,
    items,
    total_minor: receipt.totalMinor,
    vat_minor: receipt.vatMinor,
    vat_rate_bp: settings.vatRateBp,
    points_balance: await availableBalance(deps.db, user.id, 'points', 0),
    ball_money_balance_minor: await availableBalance(deps.db, user.id, 'ball_money', clubId),
    accepts_points: settings.acceptsPoints,
    accepts_ball_money: settings.acceptsBallMoney,
  };
}

/**
 * Puts a product in the cart with a quantity. The product must be on sale with enough left; a
 * cart holds one club's products (one seller and currency per payment).
 */
export async function setCartItem(deps: Deps, user: UserRow, productId: number, quantity: number) {
  const found = await findProduct(deps.db, productId);
  if (!found?.product.active) throw new AppError('PRODUCT_NOT_FOUND');
  const refusal = saleRefusal(found.product, quantity, deps.now());
  if (refusal) throw new AppError(refusal);
  const clubId = await cartClubId(deps.db, user.id);
  if (clubId !== null && clubId !== found.product.clubId) throw new AppError('CART_OTHER_CLUB');
  await upsertCartItem(deps.db, user.id, productId, quantity);
  return getCart(deps, user);
}

export async function removeCartItem(deps: Deps, user: UserRow, productId: number) {
  await deleteCartItem(deps.db, user.id, productId);
  return getCart(deps, user);
}
