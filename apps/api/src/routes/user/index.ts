import { changeClub as changeClubContract } from '@golfwallet/core/contracts/user/change-club';
import { changePassword } from '@golfwallet/core/contracts/user/change-password';
import { checkMembership as checkMembershipContract } from '@golfwallet/core/contracts/user/check-membership';
import { checkPin as checkPinContract } from '@golfwallet/core/contracts/user/check-pin';
import { deleteUser } from '@golfwallet/core/contracts/user/delete-user';
import { getDataExport } from '@golfwallet/core/contracts/user/get-data-export';
import { getDataExportFile } from '@golfwallet/core/contracts/user/get-data-export-file';
import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import { recordConsent as recordConsentContract } from '@golfwallet/core/contracts/user/record-consent';
import { registerUser as registerUserContract } from '@golfwallet/core/contracts/user/register-user';
import { requestDataExport as requestDataExportContract } from '@golfwallet/core/contracts/user/request-data-export';
import { resendVerification as resendContract } from '@golfwallet/core/contracts/user/resend-verification';
import { setReferral as setReferralContract } from '@golfwallet/core/contracts/user/set-referral';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { verifyEmail as verifyEmailContract } from '@golfwallet/core/contracts/user/verify-email';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { recordConsent } from '../../modules/privacy/consents.service';
import {
  downloadDataExport,
  getDataExportStatus,
  requestDataExport,
} from '../../modules/privacy/data-export.service';
import { resendVerification, verifyEmail } from '../../modules/user/email-verification.service';
import { listGolfIds } from '../../modules/user/golf-ids.service';
import { checkMembership } from '../../modules/user/membership.service';
import { requestPasswordReset, resetPassword } from '../../modules/user/password-recovery.service';
import { checkPin } from '../../modules/user/pin.service';
import { changeClub, deleteAccount, getProfile, updateProfile } from '../../modules/user/profile.service';
import { setReferral } from '../../modules/user/referral.service';
import { registerUser } from '../../modules/user/registration.service';
import { route } from '../route';

export function userRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, registerUserContract, ({ body, locale }) => registerUser(deps, body, locale));
  route(api, deps, checkMembershipContract, ({ params, auth }) =>
    checkMembership(deps, params, auth?.user.id),
  );
  route(api, deps, getUser, async ({ auth }) => getProfile(auth));
  route(api, deps, updateUser, ({ auth, body }) => updateProfile(deps, auth, body));
  route(api, deps, deleteUser, ({ auth, query }) => deleteAccount(deps, auth, query.member_id));
  route(api, deps, changeClubContract, ({ auth, body }) => changeClub(deps, auth, body));
  route(api, deps, resendContract, ({ body }) => resendVerification(deps, body.email));
  route(api, deps, verifyEmailContract, ({ body }) => verifyEmail(deps, body.code));
  route(api, deps, recoverPassword, ({ body }) => requestPasswordReset(deps, body.email));
  route(api, deps, changePassword, ({ body }) => resetPassword(deps, body));
  route(api, deps, checkPinContract, ({ auth, body }) => checkPin(deps, auth, body.pin_code));
  route(api, deps, getGolfIds, ({ body, request }) => listGolfIds(deps, body, { ip: request.ip }));
  route(api, deps, setReferralContract, ({ auth, body }) => setReferral(deps, auth, body.referral));
  route(api, deps, recordConsentContract, ({ auth, body }) => recordConsent(deps, auth, body));
  route(api, deps, requestDataExportContract, ({ auth, locale }) => requestDataExport(deps, auth, locale));
  route(api, deps, getDataExport, ({ auth }) => getDataExportStatus(deps, auth));
  // The zip behind the mailed link: binary, not JSON, so not through route().
  api.withTypeProvider<ZodTypeProvider>().route({
    method: getDataExportFile.method,
    url: getDataExportFile.path,
    schema: {
      summary: getDataExportFile.summary,
      tags: [...getDataExportFile.tags],
      params: getDataExportFile.params,
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const { file, fileName } = await downloadDataExport(deps, request.params.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  });
}
