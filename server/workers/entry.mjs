// The worker entry when the server runs from its TypeScript sources (npm run dev, Vitest): worker
// threads get neither tsx's nor Vitest's transform, so this registers tsx's loader in the worker
// (in a namespace of its own, so it cannot clash with a loader the thread inherited) and loads the
// task handler through it. The production bundle uses dist/server/worker-tasks.mjs instead.
import { register } from 'tsx/esm/api';

const api = register({ namespace: 'studypilot-worker' });
const tasks = await api.import('./tasks.ts', import.meta.url);

export default tasks.default;
