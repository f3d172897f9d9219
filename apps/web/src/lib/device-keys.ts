import {
  finishBiometricRegistration,
  listBiometricKeys,
  startBiometricRegistration,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { currentUserQueryOptions } from './current-user';
import { authenticatorAvailable as available, biometricsQueryKey } from './device-authenticator';
import { device } from './platform/device';

/**
 * The fingerprint or face keys made on this device (spec §2 "touch ID option"): each credential id
 * with the golfer it belongs to, kept in the device store (lib/platform secure storage). A device
 * offers fingerprint or face only for a key it made itself and the server still has: the golfer's
 * key list (GET /webauthn/credentials) is the truth, and ids it no longer has are forgotten here.
 */
interface DeviceKey {
  id: string;
  user: number;
}

const STORE_KEY = 'webauthnKeys';

async function readKeys(): Promise<DeviceKey[]> {
  const text = await (await device()).secureStorage.get(STORE_KEY).catch(() => null);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((key): key is DeviceKey => typeof key?.id === 'string' && typeof key?.user === 'number')
      : [];
  } catch {
    return [];
  }
}

async function writeKeys(keys: DeviceKey[]) {
  const store = (await device()).secureStorage;
  await (keys.length ? store.set(STORE_KEY, JSON.stringify(keys)) : store.remove(STORE_KEY)).catch(
    () => undefined,
  );
}

/** Remembers a key this device just made for the golfer. */
async function rememberDeviceKey(id: string, user: number) {
  const keys = (await readKeys()).filter((key) => key.id !== id);
  await writeKeys([...keys, { id, user }]);
}

/** Forgets a key of this device (removed by the golfer). */
export async function forgetDeviceKey(id: string) {
  const keys = await readKeys();
  if (keys.some((key) => key.id === id)) await writeKeys(keys.filter((key) => key.id !== id));
}

/**
 * Makes a fingerprint or face key on this device for the signed-in golfer (the WebAuthn
 * ceremony with the API) and remembers it here; rejects when refused, cancelled or not stored.
 */
export async function setUpDeviceKey(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(currentUserQueryOptions);
  const start = await api(startBiometricRegistration, {});
  const response = await (await device()).biometrics.register(start.options);
  const made = await api(finishBiometricRegistration, {
    body: { challenge_id: start.challenge_id, response: response as never },
  });
  if (user) await rememberDeviceKey(made.credential_id, user.user_id);
  await queryClient.invalidateQueries({ queryKey: biometricsQueryKey });
}

/**
 * Whether the Log in screen may offer fingerprint or face: the device has a platform
 * authenticator and holds a key it made (the server is asked when the golfer signs in).
 */
export function useDeviceHoldsKey() {
  return useQuery({
    queryKey: [...biometricsQueryKey, 'holds-key'],
    queryFn: async () => (await available()) && (await readKeys()).length > 0,
  });
}

export interface BiometricKeys {
  /** Whether the device has a platform authenticator at all. */
  available: boolean;
  /** The golfer's keys on every device, as the server has them. */
  keys: { credential_id: string; created_at: string; last_used_at: string | null }[];
  /** The ids among them made on this device. */
  here: string[];
}

async function loadKeys(queryClient: QueryClient): Promise<BiometricKeys> {
  if (!(await available())) return { available: false, keys: [], here: [] };
  const [user, listed] = await Promise.all([
    queryClient.fetchQuery(currentUserQueryOptions),
    api(listBiometricKeys, {}),
  ]);
  const known = new Set(listed.credentials.map((key) => key.credential_id));
  const stored = await readKeys();
  // This golfer's keys the server no longer has (removed on another device) are forgotten;
  // another golfer's keys on a shared device are not this list's to judge.
  const kept = stored.filter((key) => !user || key.user !== user.user_id || known.has(key.id));
  if (kept.length !== stored.length) await writeKeys(kept);
  const here = kept.filter((key) => user && key.user === user.user_id).map((key) => key.id);
  return { available: true, keys: listed.credentials, here };
}

/**
 * The signed-in golfer's fingerprint or face keys, and which of them this device holds; asked
 * only while `enabled` (a voucher with a PIN, the More tab).
 */
export function useBiometricKeys(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...biometricsQueryKey, 'keys'],
    enabled,
    queryFn: () => loadKeys(queryClient),
    staleTime: 60_000,
  });
}
