import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PARKED_SCRIPTS_ID, placeScripts } from './assets';

const head =
  '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"></head>';

describe('placeScripts', () => {
  it('parks the scripts after a picture marked as the largest paint', () => {
    const doc = placeScripts(`${head}<body><img alt="a" fetchPriority="high" src="/a.svg"></body>`, false);
    expect(doc).toContain(`id="${PARKED_SCRIPTS_ID}"`);
    expect(doc).not.toContain('<script type="module"');
  });

  it("finds the mark as React writes it (the search is for React's spelling, not a pattern)", () => {
    const img = renderToString(createElement('img', { alt: '', src: '/a.svg', fetchPriority: 'high' }));
    const doc = placeScripts(`${head}<body><main>${img}</main></body>`, false);
    expect(doc).toContain(`id="${PARKED_SCRIPTS_ID}"`);
  });

  it('parks them as well on a page whose largest paint is text (no picture marked)', () => {
    for (const body of [
      '<body><img alt="a" src="/a.svg"></body>',
      '<body><link rel="preload" fetchpriority="high" href="/x"><p>fetchpriority="high"</p></body>',
    ]) {
      const doc = placeScripts(`${head}${body}`, false);
      expect(doc).toContain(`id="${PARKED_SCRIPTS_ID}"`);
      expect(doc).toContain('<script defer src="/after-paint.js"></script>');
      expect(doc).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    }
  });

  it('keeps them in the head of a page opened to edit it', () => {
    const doc = placeScripts(`${head}<body><img alt="a" fetchPriority="high" src="/a.svg"></body>`, true);
    expect(doc).not.toContain(PARKED_SCRIPTS_ID);
    expect(doc).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(doc).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
  });
});
