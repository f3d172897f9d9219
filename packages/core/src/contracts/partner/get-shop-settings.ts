import { defineContract } from '../define';
import { zPortalShopSettings } from './shop-settings-shapes';
import { ANY_STAFF } from './shapes';

export const getShopSettings = defineContract({
  method: 'GET',
  path: '/partner/shop-settings',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    "The current club's shop settings: the seller's VAT number on receipts, points and ball money accepted, the VAT rate",
  tags: ['partner'],
  response: zPortalShopSettings,
});
