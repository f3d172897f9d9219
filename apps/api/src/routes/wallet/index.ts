import { getAppleWalletPass } from '@golfwallet/core/contracts/vouchers/get-apple-wallet-pass';
import { getGoogleWalletLink } from '@golfwallet/core/contracts/vouchers/get-google-wallet-link';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { PKPASS_CONTENT_TYPE } from '../../modules/wallet-pass/apple-pass';
import {
  applePassForVoucher,
  googleSaveLink,
  latestApplePass,
  listUpdatedPasses,
  registerPassDevice,
  unregisterPassDevice,
} from '../../modules/wallet-pass/wallet-pass.service';
import { contractSchema, route } from '../route';

/** Apple's identifiers in the PassKit web service's paths: device ids, pass types, our serials. */
const zDevicePass = z.object({
  deviceLibraryIdentifier: z.string().regex(/^[A-Za-z0-9]{1,128}$/, { error: 'validation.invalid' }),
  passTypeIdentifier: z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/, { error: 'validation.invalid' }),
  serialNumber: z.string().regex(/^[A-Za-z0-9]{8,64}$/, { error: 'validation.invalid' }),
});
const zAuthorization = z.object({ authorization: z.string().max(500).optional() }).loose();
/** Under the pass's webServiceURL (PASSKIT_PATH); Apple's "Wallet Passes Web Service Reference". */
const WS = '/wallet/apple/v1';
const TAGS = ['wallet'];

export function walletRoutes(api: FastifyInstance, deps: Deps) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  // The pass is a zip, not JSON, so it is served outside route(); the session is checked first.
  typed.route({
    method: getAppleWalletPass.method,
    url: getAppleWalletPass.path,
    schema: contractSchema(getAppleWalletPass, PKPASS_CONTENT_TYPE),
    onRequest: async (request) => {
      request.auth = await authenticate(deps, request, getAppleWalletPass.auth);
    },
    handler: async (request, reply) => {
      const params = request.params as { id: number };
      const user = request.auth!.user;
      const file = await applePassForVoucher(deps, user, params.id);
      return reply
        .header('content-type', PKPASS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });

  route(api, deps, getGoogleWalletLink, ({ auth, params, locale }) =>
    googleSaveLink(deps, auth.user, params.id, locale),
  );

  typed.route({
    method: 'POST',
    url: `${WS}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    schema: {
      summary: 'PassKit: registers a device for a pass’s updates',
      tags: TAGS,
      params: zDevicePass,
      headers: zAuthorization,
      body: z.object({
        pushToken: z.string().regex(/^[A-Za-z0-9]{1,200}$/, { error: 'validation.invalid' }),
      }),
    },
    handler: async (request, reply) => {
      const status = await registerPassDevice(deps, {
        ...request.params,
        pushToken: request.body.pushToken,
        authorization: request.headers.authorization,
      });
      return reply.status(status).send();
    },
  });

  typed.route({
    method: 'DELETE',
    url: `${WS}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    schema: {
      summary: 'PassKit: unregisters a device from a pass',
      tags: TAGS,
      params: zDevicePass,
      headers: zAuthorization,
    },
    handler: async (request, reply) => {
      await unregisterPassDevice(deps, { ...request.params, authorization: request.headers.authorization });
      return reply.status(200).send();
    },
  });

  typed.route({
    method: 'GET',
    url: `${WS}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    schema: {
      summary: 'PassKit: the serial numbers of a device’s passes updated since a tag',
      tags: TAGS,
      params: zDevicePass.omit({ serialNumber: true }),
      querystring: z.object({ passesUpdatedSince: z.string().max(40).optional() }),
    },
    handler: async (request, reply) => {
      const updated = await listUpdatedPasses(
        deps,
        request.params.deviceLibraryIdentifier,
        request.params.passTypeIdentifier,
        request.query.passesUpdatedSince,
      );
      if (!updated) return reply.status(204).send();
      return reply.header('cache-control', 'no-store').send(updated);
    },
  });

  typed.route({
    method: 'GET',
    url: `${WS}/passes/:passTypeIdentifier/:serialNumber`,
    schema: {
      summary: 'PassKit: the latest version of a pass',
      tags: TAGS,
      params: zDevicePass.omit({ deviceLibraryIdentifier: true }),
      headers: zAuthorization,
      produces: [PKPASS_CONTENT_TYPE],
    },
    handler: async (request, reply) => {
      const latest = await latestApplePass(deps, {
        ...request.params,
        authorization: request.headers.authorization,
        ifModifiedSince: request.headers['if-modified-since'] as string | undefined,
      });
      reply.header('last-modified', latest.lastModified.toUTCString()).header('cache-control', 'no-cache');
      if (latest.notModified) return reply.status(304).send();
      return reply.header('content-type', PKPASS_CONTENT_TYPE).send(latest.content);
    },
  });

  typed.route({
    method: 'POST',
    url: `${WS}/log`,
    schema: {
      summary: 'PassKit: log messages from devices',
      tags: TAGS,
      body: z.object({ logs: z.array(z.string().max(2000)).max(100) }),
    },
    handler: async (request, reply) => {
      request.log.warn({ passkitLogs: request.body.logs }, 'PassKit device log');
      return reply.status(200).send();
    },
  });
}
