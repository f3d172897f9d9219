import type { Contract } from '@golfwallet/core/contracts/define';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { dispense } from '@golfwallet/core/contracts/range/dispense';
import { checkout } from '@golfwallet/core/contracts/shop/checkout';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

/**
 * The OpenAPI document declares the Idempotency-Key header (from the contract's `headers`) on every
 * operation that takes one, as a header parameter a client generator sees, not only in the summary.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parameter = { in: string; name: string; required?: boolean; schema?: { pattern?: string } };
type Operation = { parameters?: Parameter[] };

/** The operations that take a key, and whether they require it. */
const KEYED: [Contract, boolean][] = [
  [checkout, true],
  [redeemVoucher, false],
  [deskRedeem, false],
  [dispense, false],
];

const operationId = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documentPath = (contract: Contract) => `/api/v1${contract.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('OpenAPI document: Idempotency-Key', () => {
  it('is a header parameter of exactly the operations that take one', async () => {
    // Raw by design: the OpenAPI document is not an operation of its own contracts.
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    const declared = new Map<string, Parameter>();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const header = operation.parameters?.find(
          (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
        );
        if (header) declared.set(operationId(method, path), header);
      }
    }
    expect([...declared.keys()].sort()).toEqual(
      KEYED.map(([contract]) => operationId(contract.method, documentPath(contract))).sort(),
    );
    for (const [contract, required] of KEYED) {
      const header = declared.get(operationId(contract.method, documentPath(contract)));
      expect(header, contract.path).toMatchObject({
        in: 'header',
        name: 'Idempotency-Key',
        required,
        schema: { pattern: '^[A-Za-z0-9_-]{8,100}$' },
      });
    }
  });
});
