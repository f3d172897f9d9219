import {
  getCart as getCartContract,
  removeCartItem as removeContract,
  setCartItem as setContract,
} from '@golfwallet/core/contracts/shop/cart';
import {
  getProduct as getProductContract,
  listClubProducts as clubProductsContract,
  listShopClubs as clubsContract,
} from '@golfwallet/core/contracts/shop/catalogue';
import {
  checkout as checkoutContract,
  paymentConfig as paymentConfigContract,
} from '@golfwallet/core/contracts/shop/checkout';
import {
  deleteCard as deleteCardContract,
  getOrder as getOrderContract,
  listCards as listCardsContract,
  listOrders as listOrdersContract,
  withdrawOrder as withdrawContract,
} from '@golfwallet/core/contracts/shop/orders';
import { getWallet as walletContract } from '@golfwallet/core/contracts/shop/wallet';
import type { FastifyInstance } from 'fastify';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import type { Deps } from '../../deps';
import { deleteCard, listCards } from '../../modules/shop/cards.service';
import { getCart, removeCartItem, setCartItem } from '../../modules/shop/cart.service';
import { getProduct, listClubProducts, listShopClubs } from '../../modules/shop/catalogue.service';
import { checkout } from '../../modules/shop/checkout.service';
import { getOrder, listOrders, withdrawOrder } from '../../modules/shop/orders.service';
import { getWallet } from '../../modules/shop/wallet.service';
import { route } from '../route';

export function shopRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, clubsContract, ({ query }) => listShopClubs(deps, query.search));
  route(api, deps, clubProductsContract, ({ params }) => listClubProducts(deps, params.id));
  route(api, deps, getProductContract, ({ params }) => getProduct(deps, params.product_id));

  route(api, deps, getCartContract, ({ auth }) => getCart(deps, auth.user));
  route(api, deps, setContract, ({ auth, params, body }) =>
    setCartItem(deps, auth.user, params.product_id, body.quantity),
  );
  route(api, deps, removeContract, ({ auth, params }) => removeCartItem(deps, auth.user, params.product_id));

  route(api, deps, paymentConfigContract, async () => acquirerFor(deps).browserConfig());
  // The contract's headers require a valid Idempotency-Key (else 400 IDEMPOTENCY_KEY_REQUIRED).
  route(api, deps, checkoutContract, ({ auth, body, headers }) =>
    checkout(deps, auth.user, headers['idempotency-key'], body),
  );

  route(api, deps, listOrdersContract, ({ auth, query }) =>
    listOrders(deps, auth.user, query.offset, query.limit),
  );
  route(api, deps, getOrderContract, ({ auth, params }) => getOrder(deps, auth.user, params.id));
  route(api, deps, withdrawContract, ({ auth, params }) => withdrawOrder(deps, auth.user, params.id));

  route(api, deps, listCardsContract, ({ auth }) => listCards(deps, auth.user));
  route(api, deps, deleteCardContract, ({ auth, params }) => deleteCard(deps, auth.user, params.id));

  route(api, deps, walletContract, ({ auth }) => getWallet(deps, auth.user));
}
