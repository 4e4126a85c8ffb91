/**
 * Runs `task` once the browser is idle (`requestIdleCallback`), and at the latest after `timeoutMs`:
 * work nobody waits for (counting a view, say) then never shares a task with a page's start on a
 * slow phone. Where the browser has no idle callbacks it runs after the current task. Returns a
 * cancel function (for an effect's cleanup).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
