import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform, setPlatformForTests } from './platform/platform';
import type { DevicePosition, Platform } from './platform/types';
import { useDevicePosition } from './use-device-position';

/** The browser's platform with a stand-in position watch. */
function standIn(watch: Platform['geolocation']['watch']): Platform {
  const real = platform();
  return { ...real, geolocation: { ...real.geolocation, watch } };
}

afterEach(() => setPlatformForTests(null));

describe('useDevicePosition', () => {
  it('follows the device position once its module has loaded, and stops the watch when unmounted', async () => {
    const stop = vi.fn();
    let send: ((position: DevicePosition) => void) | undefined;
    setPlatformForTests(
      standIn((onPosition) => {
        send = onPosition;
        return stop;
      }),
    );
    const { result, unmount } = renderHook(() => useDevicePosition());
    expect(result.current.status).toBe('locating');
    await waitFor(() => expect(send).toBeDefined());
    act(() => send!({ latitude: 55.68, longitude: 12.57 }));
    expect(result.current).toEqual({ status: 'located', position: { latitude: 55.68, longitude: 12.57 } });
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('starts no watch when unmounted before the module arrived, nor when not enabled', async () => {
    const watch = vi.fn(() => () => {});
    setPlatformForTests(standIn(watch));
    const { unmount } = renderHook(() => useDevicePosition());
    unmount();
    renderHook(() => useDevicePosition(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await import('./platform/platform');
    expect(watch).not.toHaveBeenCalled();
  });
});
