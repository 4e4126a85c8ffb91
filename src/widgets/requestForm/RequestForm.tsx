import { RequestFormPanel } from '../_kit/requests/RequestFormPanel';
import type { WidgetProps } from '../types';
import type { RequestFormParams } from './meta';

/**
 * A request form placed on a page (issue 10): the form chosen by `params.form`, its fields from
 * the form's JSON Schema, checked by it before anything is sent (spec §5), files with progress,
 * the server's confirmation in place. See RequestFormPanel for who sees what.
 */
export default function RequestForm({ params }: WidgetProps<RequestFormParams>) {
  return <RequestFormPanel form={params.form} title={params.title} />;
}
