import { contrast } from '@core/color';
import type { CSSProperties, ReactNode } from 'react';
import {
  MIN_TEXT,
  MIN_UI,
  TEXT_PAIRS,
  type TokenMap,
  tokenThemes,
  UI_PAIRS,
} from '../src/client/styles/token-sheet';
import css from '../src/client/styles/tokens.css?raw';
import './tokens-page.css';

/*
 * The design tokens (decision 028) as tokens.css declares them, read from the file itself
 * (src/client/styles/token-sheet.ts, as tokens.test.ts reads it): nothing here is copied by hand.
 */
const { light, dark } = tokenThemes(css);

const HEX = /^#[0-9a-f]{6}$/i;

/** The tokens of `light` whose names start with one of `prefixes`, in the file's order. */
function group(...prefixes: string[]): string[] {
  return [...light.keys()].filter((name) => prefixes.some((p) => name.startsWith(p)));
}

const ratio = (theme: TokenMap, fg: string, bg: string): number | null => {
  const a = theme.get(`--color-${fg}`);
  const b = theme.get(`--color-${bg}`);
  return a && b && HEX.test(a) && HEX.test(b) ? contrast(a, b) : null;
};

function Ratio({ value, min }: { value: number | null; min?: number }) {
  if (value === null) return <span className="tk-muted">—</span>;
  if (min === undefined) return <span>{value.toFixed(2)}:1</span>;
  const pass = value >= min;
  return (
    <span className={pass ? 'tk-pass' : 'tk-fail'}>
      {value.toFixed(2)}:1 {pass ? '✓ AA' : `✗ below ${min}`}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="tk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ value }: { value: string | undefined }) {
  return (
    <span className="tk-swatch-cell">
      <span className="tk-swatch" style={{ background: value }} />
      <code>{value}</code>
    </span>
  );
}

/** Each colour in both themes, with its contrast against the page (`--color-bg`) where it is a solid colour. */
function Colours() {
  return (
    <Section id="tk-colours" title="Colour">
      <table className="tk-table">
        <caption>
          Colour roles in the light and the dark theme, and each one’s contrast against the theme’s page
          colour (solid colours)
        </caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Light</th>
            <th scope="col">On page (light)</th>
            <th scope="col">Dark</th>
            <th scope="col">On page (dark)</th>
          </tr>
        </thead>
        <tbody>
          {group('--color-').map((name) => {
            const role = name.slice('--color-'.length);
            return (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <Swatch value={light.get(name)} />
                </td>
                <td>{role === 'bg' ? '—' : <Ratio value={ratio(light, role, 'bg')} />}</td>
                <td>
                  <Swatch value={dark.get(name)} />
                </td>
                <td>{role === 'bg' ? '—' : <Ratio value={ratio(dark, role, 'bg')} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="tk-table">
        <caption>
          The pairs the CSS puts together: text needs {MIN_TEXT}:1, controls’ edges and large text {MIN_UI}:1
          (tokens.test.ts checks the same list)
        </caption>
        <thead>
          <tr>
            <th scope="col">Foreground on background</th>
            <th scope="col">Needs</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {[
            ...TEXT_PAIRS.map((pair) => [pair, MIN_TEXT] as const),
            ...UI_PAIRS.map((pair) => [pair, MIN_UI] as const),
          ].map(([[fg, bg], min]) => (
            <tr key={`${fg}/${bg}/${min}`}>
              <th scope="row">
                <code>{fg}</code> on <code>{bg}</code>
              </th>
              <td>{min}:1</td>
              <td>
                <Pair theme={light} fg={fg} bg={bg} min={min} />
              </td>
              <td>
                <Pair theme={dark} fg={fg} bg={bg} min={min} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** A pair drawn as it is used (a text sample for text pairs, an edge for UI pairs) and its ratio. */
function Pair({ theme, fg, bg, min }: { theme: TokenMap; fg: string; bg: string; min: number }) {
  const fgValue = theme.get(`--color-${fg}`);
  const bgValue = theme.get(`--color-${bg}`);
  return (
    <span className="tk-swatch-cell">
      {min === MIN_TEXT ? (
        <span className="tk-sample" style={{ color: fgValue, background: bgValue }}>
          Аа Ўў Oʻ
        </span>
      ) : (
        <span className="tk-sample tk-sample--edge" style={{ borderColor: fgValue, background: bgValue }} />
      )}
      <Ratio value={ratio(theme, fg, bg)} min={min} />
    </span>
  );
}

/** A table of tokens, each shown by `show` (its CSS variable applied). */
function Scale({
  id,
  title,
  names,
  show,
}: {
  id: string;
  title: string;
  names: string[];
  show: (name: string) => ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <table className="tk-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{light.get(name)}</code>
                {dark.get(name) !== light.get(name) ? (
                  <>
                    {' '}
                    (dark <code>{dark.get(name)}</code>)
                  </>
                ) : null}
              </td>
              <td>{show(name)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const v = (name: string) => `var(${name})`;

/** The tokens page: colour (both themes, contrast), type, space, radius, elevation, motion. */
export function TokensPage() {
  return (
    <div className="tk">
      <h1>Design tokens</h1>
      <p className="tk-muted">
        Read from <code>src/client/styles/tokens.css</code>; the toolbar’s Theme switches the page between the
        light and the dark theme (decision 028).
      </p>
      <Colours />
      <Scale
        id="tk-type"
        title="Type"
        names={group('--font-', '--text-', '--line-height')}
        show={(name) =>
          name.startsWith('--text-') ? (
            <span style={{ fontSize: v(name), lineHeight: 'var(--line-height-tight)' }}>
              Ўзбекистон · Oʻzbekiston · Россия
            </span>
          ) : name.startsWith('--line-height') ? (
            <span style={{ lineHeight: v(name) } as CSSProperties}>
              Қўшиқлар ва янгиликлар
              <br />
              ҳар куни эфирда
            </span>
          ) : (
            <span style={{ fontFamily: v(name) }}>Ғ ғ Қ қ Ҳ ҳ Ў ў · gʻ oʻ ʼ · Ж ж Щ щ</span>
          )
        }
      />
      <Scale
        id="tk-space"
        title="Space"
        names={group('--space-', '--content-width')}
        show={(name) =>
          name === '--content-width' ? (
            <span className="tk-muted">the widest a page’s content gets</span>
          ) : (
            <span className="tk-bar" style={{ width: v(name) }} />
          )
        }
      />
      <Scale
        id="tk-radius"
        title="Radius"
        names={group('--radius')}
        show={(name) => <span className="tk-box" style={{ borderRadius: v(name) }} />}
      />
      <Scale
        id="tk-elevation"
        title="Elevation"
        names={group('--shadow')}
        show={(name) => <span className="tk-box tk-box--raised" style={{ boxShadow: v(name) }} />}
      />
      <Scale
        id="tk-motion"
        title="Motion (0 ms under prefers-reduced-motion)"
        names={group('--duration', '--ease')}
        show={(name) =>
          name.startsWith('--duration') ? (
            <span className="tk-motion" style={{ transitionDuration: v(name) }}>
              hover me
            </span>
          ) : (
            <span className="tk-motion" style={{ transitionTimingFunction: v(name) }}>
              hover me
            </span>
          )
        }
      />
    </div>
  );
}
