/*
 * Starts the app's scripts once the page's first screen is painted: src/server/ssr/assets.ts
 * `placeScripts` lists them in #efir-scripts instead of the head. The page is already rendered by
 * the server: its scripts only hydrate it, and on a slow connection they would otherwise share it
 * with what the first screen shows. A page with a picture marked as its largest paint (its img with
 * fetchpriority="high") waits for that picture, loaded and painted (at the latest 3 s after the page
 * is parsed); another page for its first painted frame (its largest paint is text).
 */
(() => {
  const list = document.getElementById('efir-scripts');
  if (!list) return;
  const scripts = JSON.parse(list.textContent || '{}');
  let started = false;
  // Each link added starts a request, a millisecond or more of the main thread on a slow phone:
  // they are added a few milliseconds' worth at a time, each batch its own task (no long task),
  // and the entry, which needs them, last.
  const SLICE_MS = 4;
  const queue = [];
  for (const href of scripts.preload || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    queue.push(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = scripts.entry;
  queue.push(entry);
  const addSome = () => {
    const until = performance.now() + SLICE_MS;
    do document.head.appendChild(queue.shift());
    while (queue.length > 0 && performance.now() < until);
    if (queue.length > 0) setTimeout(addSome, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    addSome();
  };
  // After the frame that paints (the picture), not in the task that decoded it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (!picture || picture.complete) afterPaint();
  else {
    picture.addEventListener('load', afterPaint, { once: true });
    picture.addEventListener('error', afterPaint, { once: true });
  }
  setTimeout(start, 3000);
})();
