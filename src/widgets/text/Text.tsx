import { pickText } from '@core/lang';
import { useMemo } from 'react';
import Paragraphs from '../_kit/text/Paragraphs';
import { sanitizeHtml } from '../_kit/text/sanitize';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { TextParams } from './meta';
import '../_kit/text/text.css';

export default function Text({ params }: WidgetProps<TextParams>) {
  const { lang } = useRuntime();
  const text = pickText(params.text, lang);
  const html = params.format === 'html';
  const clean = useMemo(() => (html ? sanitizeHtml(text) : ''), [html, text]);
  if (html) {
    if (!clean) return null;
    return (
      <div
        className="w-text w-text--html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (DOMPurify plus our rules)
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );
  }
  if (!text.trim()) return null;
  return (
    <div className="w-text">
      <Paragraphs text={text} />
    </div>
  );
}
