import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { type ProductFormValues, zProductInput } from '@golfwallet/core/validation/product';
import type { PreviewChecked } from './preview';
import { schemaErrors } from './schema-errors';

/** A product form's field errors by the shared schema, by dotted path. */
export const productErrors = (values: ProductFormValues) => schemaErrors(zProductInput, values);

/** The preview's value and restrictions: what of the form is valid, else stand-ins. */
export function previewChecked(values: ProductFormValues): PreviewChecked {
  const parsed = zProductInput.safeParse(values);
  const restrictions = zVoucherRestrictions.safeParse(values.restrictions);
  return {
    value: parsed.success ? parsed.data.value : '0',
    restrictions: restrictions.success ? restrictions.data : {},
  };
}
