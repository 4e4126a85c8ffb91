import '../../../tests/helpers/happy-dom-node-name';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { isSafeUrl } from '../_kit/text/sanitize';
import { checkParams } from '../validate';
import meta, { type TextParams } from './meta';
import Text from './Text';

function show(params: TextParams, lang: 'uz' | 'ru' | 'en' | 'oz' = 'uz') {
  return renderWithRuntime(<Text id="text-1" params={params} />, { lang });
}

describe('text widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('splits plain text into paragraphs on blank lines and keeps single line breaks', () => {
    const { container } = show({
      format: 'plain',
      text: { uz: 'Биринчи хатбоши.\n\n  \nИккинчи\nқатор.\r\n\r\nУчинчи.' },
    });
    const paragraphs = container.querySelectorAll('p');
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      'Биринчи хатбоши.',
      'Иккинчиқатор.',
      'Учинчи.',
    ]);
    expect(paragraphs[1]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows markup in plain text as text, never as HTML', () => {
    const { container } = show({ format: 'plain', text: { uz: '<b>қалин</b> <script>alert(1)</script>' } });
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<b>қалин</b> <script>alert(1)</script>')).toBeTruthy();
  });

  it('follows the language fallback: a Latin page prefers Latin texts', () => {
    show({ format: 'plain', text: { uz: 'Салом', en: 'Hello' } }, 'oz');
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.queryByText('Салом')).toBeNull();
  });

  it('renders nothing for an empty text', () => {
    expect(show({ format: 'plain', text: { uz: '  \n\n ' } }).container.innerHTML).toBe('');
    expect(show({ format: 'html', text: {} }).container.innerHTML).toBe('');
    expect(show({ format: 'html', text: { uz: '<script>alert(1)</script>' } }).container.innerHTML).toBe('');
  });

  it('keeps safe rich text: paragraphs, emphasis, lists and links', async () => {
    const { container } = show({
      format: 'html',
      text: {
        uz: '<p><strong>Кастинг</strong> очиқ</p><ul><li>Биринчи</li></ul><a href="/uz/my/casting/">Ариза</a>',
      },
    });
    expect(container.querySelector('p strong')?.textContent).toBe('Кастинг');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ариза' }).getAttribute('href')).toBe('/uz/my/casting/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes scripts, event handlers and javascript: links from rich text', () => {
    const { container } = show({
      format: 'html',
      text: {
        uz: [
          '<p>Матн</p><script>window.hacked = true</script>',
          '<img src="/uploads/a.jpg" alt="Студия" onerror="alert(1)">',
          '<a href="javascript:alert(1)">Босинг</a>',
          '<a href="java\tscript:alert(2)">Яна</a>',
          '<p onclick="alert(3)" style="color:red">Услуб</p>',
          '<style>body { display: none }</style><form><input name="q"></form>',
        ].join(''),
      },
    });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('style, form, input')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript|onerror|onclick|style=/i);
    const img = screen.getByRole('img', { name: 'Студия' });
    expect(img.getAttribute('onerror')).toBeNull();
    expect(img.getAttribute('src')).toBe('/uploads/a.jpg');
    expect(screen.getByText('Босинг').getAttribute('href')).toBeNull();
    expect(screen.getByText('Яна').getAttribute('href')).toBeNull();
    expect(screen.getByText('Услуб').getAttribute('onclick')).toBeNull();
  });

  it('gives links that open a new tab rel="noopener noreferrer" and drops other targets', () => {
    show({
      format: 'html',
      text: {
        uz: '<a href="https://example.org/" target="_blank">Ташқи</a> <a href="/uz/news/" target="other">Ички</a>',
      },
    });
    const external = screen.getByRole('link', { name: 'Ташқи' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Ички' }).getAttribute('target')).toBeNull();
  });

  it('accepts only relative URLs and http(s), mailto and tel schemes', () => {
    for (const ok of [
      '/uz/news/',
      '#top',
      'page.html',
      'https://example.org',
      'mailto:info@example.org',
      'tel:+998',
    ]) {
      expect(isSafeUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
  });
});
