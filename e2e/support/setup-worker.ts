import { beforeAll } from 'vitest';
import { startWorkerServer } from './worker-server';

// The e2e project's setup file: this worker's server is up before any file's own hooks run.
beforeAll(startWorkerServer, 150_000);
