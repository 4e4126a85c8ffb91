import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { installServerDom } from './sanitize-node';

/** The parsed result, to look at elements and attributes rather than at strings. */
const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild as Element;

describe('the rich-text sanitiser with no DOM', () => {
  it('refuses instead of passing HTML through, and touches no window on import', async () => {
    // A fresh module copy, nothing installed: Node has no global window.
    vi.resetModules();
    const fresh = await import('./sanitize');
    expect(typeof window).toBe('undefined');
    expect(() => fresh.sanitizeHtml('<p>x</p>')).toThrow(/needs a DOM/);
    expect(fresh.sanitizeHtml('  ')).toBe('');
  });
});

describe('the rich-text sanitiser on the server (jsdom)', () => {
  beforeAll(() => {
    installServerDom();
    installServerDom(); // idempotent
  });

  it('keeps plain content: paragraphs, emphasis, lists, images and links', () => {
    const html =
      '<h2>Эфир</h2><p><strong>Кастинг</strong> <em>очиқ</em></p><ul><li>Биринчи</li></ul>' +
      '<img src="/uploads/a.jpg" alt="Студия" width="320" height="180">' +
      '<a href="/uz/my/casting/" class="btn" data-id="7">Ариза</a> <a href="https://mtrk.uz/">mtrk</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script, style, iframe, form and input elements', () => {
    const out = parse(
      sanitizeHtml(
        '<p>Матн</p><script>window.hacked = true</script><style>body{display:none}</style>' +
          '<iframe src="https://evil.example/"></iframe><form action="/x"><input name="q"><button>Go</button></form>' +
          '<object data="x.swf"></object><embed src="x.swf"><textarea>t</textarea><select><option>1</option></select>',
      ),
    );
    for (const tag of [
      'script',
      'style',
      'iframe',
      'form',
      'input',
      'button',
      'object',
      'embed',
      'textarea',
      'select',
    ])
      expect(out.querySelector(tag), tag).toBeNull();
    expect(out.textContent).not.toContain('hacked');
    expect(out.querySelector('p')?.textContent).toBe('Матн');
  });

  it('removes event handler attributes and inline styles', () => {
    const out = parse(
      sanitizeHtml(
        '<img src="/a.jpg" alt="a" onerror="alert(1)"><p onclick="alert(2)" OnMouseOver="alert(3)" style="color:red">Услуб</p>' +
          '<svg onload="alert(4)"></svg><a href="/x" onfocus="alert(5)">x</a>',
      ),
    );
    for (const el of Array.from(out.querySelectorAll('*'))) {
      const names = Array.from(el.attributes, (a) => a.name.toLowerCase());
      expect(
        names.filter((n) => n.startsWith('on') || n === 'style'),
        el.outerHTML,
      ).toEqual([]);
    }
    expect(out.querySelector('p')?.textContent).toBe('Услуб');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
  });

  it('removes javascript:, vbscript: and data: URLs from href and src, obfuscated ones too', () => {
    const out = parse(
      sanitizeHtml(
        [
          '<a id="a1" href="javascript:alert(1)">1</a>',
          '<a id="a2" href="java\tscript:alert(2)">2</a>',
          '<a id="a3" href="  JaVaScRiPt:alert(3)">3</a>',
          '<a id="a4" href="java&#x0A;script:alert(4)">4</a>',
          '<a id="a5" href="vbscript:msgbox(5)">5</a>',
          '<a id="a6" href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">6</a>',
          '<img id="i7" src="data:image/svg+xml,<svg onload=alert(7)>" alt="7">',
          '<img id="i8" src="javascript:alert(8)" alt="8">',
          '<a id="ok" href="mailto:info@mtrk.uz">ok</a>',
        ].join(''),
      ),
    );
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) {
      expect(out.querySelector(`#${id}`)?.hasAttribute('href'), id).toBe(false);
    }
    for (const id of ['i7', 'i8']) expect(out.querySelector(`#${id}`)?.hasAttribute('src'), id).toBe(false);
    expect(out.querySelector('#ok')?.getAttribute('href')).toBe('mailto:info@mtrk.uz');
  });

  it('gives links that open a new tab rel="noopener noreferrer" and drops other targets', () => {
    const out = parse(
      sanitizeHtml(
        '<a id="n" href="https://mtrk.uz/" target="_blank" rel="opener">new tab</a>' +
          '<a id="s" href="/uz/" target="_self">same</a><a id="f" href="/uz/" target="frame1">named</a>',
      ),
    );
    expect(out.querySelector('#n')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out.querySelector('#n')?.getAttribute('target')).toBe('_blank');
    expect(out.querySelector('#s')?.getAttribute('target')).toBe('_self');
    expect(out.querySelector('#f')?.hasAttribute('target')).toBe(false);
  });

  it('returns an empty string for empty input and for input that is only unsafe', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});
