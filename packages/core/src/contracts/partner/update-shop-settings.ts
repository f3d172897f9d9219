import { zShopSettingsInput } from '../../validation/shop-settings';
import { defineContract } from '../define';
import { zPortalShopSettings } from './shop-settings-shapes';
import { OWNER_ONLY } from './shapes';

export const updateShopSettings = defineContract({
  method: 'PUT',
  path: '/partner/shop-settings',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    "Sets the current club's shop settings: the seller's VAT number on receipts, points and ball money accepted, the VAT rate",
  tags: ['partner'],
  body: zShopSettingsInput,
  response: zPortalShopSettings,
});
