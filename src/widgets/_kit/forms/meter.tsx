import { useT } from '@core/i18n/react';
import { useEffect, useState } from 'react';
import { PASSWORD_MIN } from './limits';
import { LEVELS, loadStrength, type Score } from './strength';

/** How long typing pauses before the strength is estimated again (ms). */
const SETTLE_MS = 120;

/**
 * The strength meter of a new password (spec §5): five levels shown at 20 to 100 %, each with a
 * colour and its name in words (not colour alone), announced politely when the level changes.
 * zxcvbn loads with the first character typed. Its box keeps one height, empty or not.
 */
export function PasswordMeter({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  /** The user's own words (username, e-mail, name): a password made of them is weak. */
  userInputs?: readonly string[];
  /** Id of the text, for the field's `aria-describedby` if wanted. */
  id?: string;
}) {
  const t = useT('kit.forms');
  const [score, setScore] = useState<Score | null>(null);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    setScore(null);
    if (!password) return;
    let live = true;
    const timer = setTimeout(() => {
      loadStrength().then(
        (estimate) => {
          if (live) setScore(estimate(password, inputs ? inputs.split('\u0000') : []));
        },
        () => {},
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  const level = password && score !== null ? score + 1 : 0;
  const name = score !== null ? LEVELS[score] : null;
  let text = '';
  if (password)
    text = name ? t('password.strength', { level: t(`password.levels.${name}`) }) : t('password.checking');
  return (
    <div className="f-meter" data-level={level}>
      <div className="f-meter__bar" aria-hidden="true">
        <div className="f-meter__fill" />
      </div>
      <p id={id} className="f-meter__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** The hint of a new password (spec §5): a passphrase, or the minimum length with every kind of character. */
export function usePasswordHint(): string {
  const t = useT('kit.forms');
  return t('password.hint', { min: PASSWORD_MIN });
}
