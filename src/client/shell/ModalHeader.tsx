import { useT } from '@core/i18n/react';

/**
 * The title and close button of a modal (Dialog.tsx, Drawer.tsx), under the modal's own class
 * (`dialog__header`, `drawer__close`…): one markup, each modal its own look.
 */
export function ModalHeader({
  block,
  titleId,
  title,
  onClose,
}: {
  block: 'dialog' | 'drawer';
  titleId: string;
  title: string;
  onClose: () => void;
}) {
  const t = useT('chrome');
  return (
    <div className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <button type="button" className={`${block}__close`} onClick={onClose}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('dialog.close')}</span>
      </button>
    </div>
  );
}
