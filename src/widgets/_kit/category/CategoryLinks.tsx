import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Category } from '@core/schemas/content';
import { useRuntime } from '../../runtime';

/** The broadcasts and the archive recordings of a category: the lists filtered by it. */
export function CategoryLinks({ category }: { category: Category }) {
  const t = useT('kit.category');
  const { lang } = useRuntime();
  const title = pickText(category.title, lang);
  return (
    <ul className="w-categoryList__links">
      <li>
        <Link to={href('app.broadcast.list', {}, { category: category._id })}>
          {t('category.broadcasts')}
          <span className="visually-hidden"> — {title}</span>
        </Link>
      </li>
      <li>
        <Link to={href('app.archive.list', {}, { category: category._id })}>
          {t('category.archive')}
          <span className="visually-hidden"> — {title}</span>
        </Link>
      </li>
    </ul>
  );
}
