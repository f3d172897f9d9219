import {
  finishBiometricRegistration,
  finishBiometricSignIn,
  listBiometricKeys,
  removeBiometricKey,
  startBiometricRegistration,
  startBiometricSignIn,
  startPinConfirmation as startPinConfirmationContract,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import {
  finishRegistration,
  finishSignIn,
  listKeys,
  removeKey,
  startPinConfirmation,
  startRegistration,
  startSignIn,
} from '../../modules/webauthn/webauthn.service';
import { route } from '../route';

/** Fingerprint or face sign-in (and confirming a voucher PIN) with a WebAuthn platform credential (spec §2 "touch ID option"). */
export function webauthnRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, startBiometricRegistration, ({ auth }) => startRegistration(deps, auth));
  route(api, deps, finishBiometricRegistration, ({ auth, body }) =>
    finishRegistration(deps, auth, body as Parameters<typeof finishRegistration>[2]),
  );
  route(api, deps, startBiometricSignIn, () => startSignIn(deps));
  route(api, deps, finishBiometricSignIn, ({ body, request }) =>
    finishSignIn(deps, body as Parameters<typeof finishSignIn>[1], { ip: request.ip }),
  );
  route(api, deps, startPinConfirmationContract, ({ auth, body }) =>
    startPinConfirmation(deps, auth, body.voucher_id),
  );
  route(api, deps, listBiometricKeys, ({ auth }) => listKeys(deps, auth));
  route(api, deps, removeBiometricKey, ({ auth, body }) => removeKey(deps, auth, body.credential_id));
}
