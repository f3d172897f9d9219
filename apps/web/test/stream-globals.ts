import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// The web files run in VM contexts (vmForks, vitest.config.ts), whose jsdom window lacks the
// web streams Node has globally; Mock Service Worker needs them.
const globals = globalThis as Record<string, unknown>;
globals.WritableStream ??= WritableStream;
globals.ReadableStream ??= ReadableStream;
globals.TransformStream ??= TransformStream;
