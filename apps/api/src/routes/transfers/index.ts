import { cancelTransfer as cancelContract } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import { confirmTransferProcess as confirmContract } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer as createContract } from '@golfwallet/core/contracts/transfers/create-transfer';
import { getTransferProcess as getContract } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import {
  cancelTransfer,
  confirmTransferProcess,
  createTransfer,
  getTransferProcess,
} from '../../modules/transfer/transfer.service';
import { route } from '../route';

/** `?locale=` (§7) chooses the language of this answer's messages, over Accept-Language. */
function applyLocaleQuery(request: FastifyRequest, locale: string | undefined) {
  const chosen = toLocale(locale);
  if (chosen) request.headers['accept-language'] = chosen;
}

export function transferRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, createContract, ({ auth, params, body, locale }) =>
    createTransfer(deps, auth.user, params.id, body, locale),
  );

  route(api, deps, getContract, ({ params, query, request }) => {
    applyLocaleQuery(request, query.locale);
    return getTransferProcess(deps, params.token);
  });

  route(api, deps, confirmContract, ({ auth, params, query, request }) => {
    applyLocaleQuery(request, query.locale);
    return confirmTransferProcess(deps, auth.user, params.token);
  });

  route(api, deps, cancelContract, ({ auth, params }) => cancelTransfer(deps, auth.user, params.id));
}
