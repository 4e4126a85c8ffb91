import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import Line from './Line';
import meta, { type LineParams } from './meta';

function show(params: LineParams) {
  return renderWithRuntime(<Line id="line-1" params={params} />);
}

describe('line widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { spacing: 'huge', decorative: true })).not.toEqual([]);
  });

  it('draws a decorative <hr> hidden from assistive technology', async () => {
    const { container } = show({ spacing: 'medium', decorative: true });
    const hr = container.querySelector('hr');
    expect(hr?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('separator')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces a meaningful break as a separator', async () => {
    const { container } = show({ spacing: 'large', decorative: false });
    const separator = screen.getByRole('separator');
    expect(separator.tagName).toBe('HR');
    expect(separator.getAttribute('aria-hidden')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['small', 'medium', 'large'] as const)('applies the %s spacing', (spacing) => {
    const { container } = show({ spacing, decorative: true });
    expect(container.querySelector('hr')?.className).toBe(`w-line w-line--${spacing}`);
  });

  it('falls back to medium spacing and decorative when params are missing', () => {
    const { container } = renderWithRuntime(<Line id="line-2" params={{} as LineParams} />);
    const hr = container.querySelector('hr');
    expect(hr?.className).toBe('w-line w-line--medium');
    expect(hr?.getAttribute('aria-hidden')).toBe('true');
  });
});
