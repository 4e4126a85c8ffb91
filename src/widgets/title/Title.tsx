import { pickText } from '@core/lang';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { TitleParams } from './meta';
import './title.css';

export default function Title({ params }: WidgetProps<TitleParams>) {
  const { lang } = useRuntime();
  const text = pickText(params.text, lang);
  if (!text) return null;
  const Tag = (['h1', 'h2', 'h3', 'h4'] as const)[Math.min(4, Math.max(1, params.level)) - 1] ?? 'h2';
  return <Tag className={`w-title w-title--${params.align ?? 'start'}`}>{text}</Tag>;
}
