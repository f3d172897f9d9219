import { listHistory as listHistoryContract } from '@golfwallet/core/contracts/history/list-history';
import { countVouchers as countContract } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { getVoucherPdfFile } from '@golfwallet/core/contracts/vouchers/get-voucher-pdf-file';
import { listVouchers as listContract } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { printVouchers as printContract } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import { redeemVoucher as redeemContract } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { updateVoucher } from '@golfwallet/core/contracts/vouchers/update-voucher';
import { uploadVoucher as uploadContract } from '@golfwallet/core/contracts/vouchers/upload-voucher';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { getPdfFile, printVouchers } from '../../modules/pdf/pdf.service';
import { redeemVoucher } from '../../modules/redemption/redemption.service';
import { listHistory } from '../../modules/voucher/history.service';
import {
  setFavourite,
  uploadVoucher,
  voucherCountAnswer,
  voucherCountStatement,
  voucherListAnswer,
  voucherListStatement,
} from '../../modules/voucher/voucher.service';
import { golferRouteWithRead, route, sessionRead } from '../route';

export function voucherRoutes(api: FastifyInstance, deps: Deps) {
  sessionRead(api, deps, listContract, {
    statement: ({ userId, query, now }) => voucherListStatement(userId, query, now),
    answer: (rows, { now }) => voucherListAnswer(rows, now),
  });
  sessionRead(api, deps, countContract, {
    statement: ({ userId, query, now }) => voucherCountStatement(userId, query, now),
    answer: (rows) => voucherCountAnswer(rows),
  });

  route(api, deps, updateVoucher, ({ auth, params, body }) =>
    setFavourite(deps, auth.user, params.id, body.favourite),
  );

  route(api, deps, printContract, ({ auth, params, locale }) =>
    printVouchers(deps, auth.user, params.id, locale),
  );

  // The PDF itself is not JSON, so it is served outside route(): public, the token is the credential.
  api.withTypeProvider<ZodTypeProvider>().route({
    method: getVoucherPdfFile.method,
    url: getVoucherPdfFile.path,
    schema: {
      summary: getVoucherPdfFile.summary,
      tags: [...getVoucherPdfFile.tags],
      params: getVoucherPdfFile.params,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => {
      const file = await getPdfFile(deps, request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });

  route(api, deps, uploadContract, ({ auth, body }) => uploadVoucher(deps, auth.user, body.voucher_number));

  golferRouteWithRead(api, deps, redeemContract, ({ caller, body, headers }) =>
    redeemVoucher(deps, caller, body, headers['idempotency-key']),
  );

  route(api, deps, listHistoryContract, ({ auth, query }) =>
    listHistory(deps, auth.user, query.offset, query.limit),
  );
}
