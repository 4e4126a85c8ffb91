import type { WidgetProps } from '../types';
import type { LineParams } from './meta';
import './line.css';

const SPACINGS = ['small', 'medium', 'large'] as const;

export default function Line({ params }: WidgetProps<LineParams>) {
  const spacing = SPACINGS.includes(params.spacing) ? params.spacing : 'medium';
  const decorative = params.decorative ?? true;
  return <hr className={`w-line w-line--${spacing}`} aria-hidden={decorative ? true : undefined} />;
}
