// A worker for the pool's memory-limit test: the tool "hog" keeps allocating until the worker's
// heap limit stops it; any other tool answers at once.
export default async function runTask({ task, port }) {
  port.postMessage('started');
  port.close();
  if (task.kind === 'tool' && task.name === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  return { ok: true, value: { ok: true, tool: task.name, answer: 'done', steps: [] } };
}
