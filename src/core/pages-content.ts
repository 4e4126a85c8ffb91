/*
 * The default layouts of the broadcaster's content: each section's list and view pages, the
 * broadcasts, the sitemap, the ratings, the search, "My Efir" and the privacy notice.
 */
import { heading, layout, place } from './page-layout';
import { PRIVACY_NOTICE } from './privacy';
import type { StateLayout } from './schemas/layout';

/** A section's list page: its heading and its list widget (spec §2 content sections). */
function listPage(state: string, component: string, order: number, params: Record<string, unknown> = {}) {
  return layout(state, 'one-column', [heading(state), place('list', component, params)], order);
}

/**
 * A section's view page: the item (its own heading), then what visitors do with it: like it and
 * comment on it (`db` is the collection of likes and comments).
 */
function viewPage(state: string, component: string, order: number, db: string | null, like = true) {
  const extras = db
    ? [
        ...(like ? [place('like', 'likeButton', { db, fromRoute: true })] : []),
        place('comments', 'comments', { db, fromRoute: true }),
      ]
    : [];
  return layout(state, 'one-column', [place('item', component, {}), ...extras], order);
}

/** The pages of the broadcaster's content (spec §2 content sections, broadcast, sitemap, ratings). */
export const CONTENT_PAGES: Record<string, StateLayout> = {
  'app.anchors.list': listPage('app.anchors.list', 'anchorList', 80),
  'app.anchors.view': viewPage('app.anchors.view', 'anchorView', 81, 'anchors'),
  'app.anons.list': listPage('app.anons.list', 'anonsList', 82),
  'app.anons.view': viewPage('app.anons.view', 'anonsView', 83, null),
  'app.archive.list': listPage('app.archive.list', 'archiveList', 84),
  'app.archive.view': viewPage('app.archive.view', 'archiveView', 85, 'archive'),
  'app.archive.legacy': viewPage('app.archive.legacy', 'archiveView', 86, 'archive'),
  'app.category.list': listPage('app.category.list', 'categoryList', 87),
  'app.category.view': viewPage('app.category.view', 'categoryView', 88, null),
  'app.person.list': listPage('app.person.list', 'personList', 89),
  'app.person.view': viewPage('app.person.view', 'personView', 90, null),
  'app.news.list': listPage('app.news.list', 'newsList', 91),
  'app.news.view': viewPage('app.news.view', 'newsView', 92, 'news', false),
  'app.poll.list': listPage('app.poll.list', 'pollList', 93),
  'app.poll.view': layout(
    'app.poll.view',
    'one-column',
    [heading('app.poll.view'), place('poll', 'poll', { fromRoute: true })],
    94,
  ),
  'app.broadcast.list': listPage('app.broadcast.list', 'broadcastList', 95),
  'app.broadcast.view': viewPage('app.broadcast.view', 'broadcastView', 96, 'broadcast'),
  'app.sitemap': listPage('app.sitemap', 'sitemap', 97),
  'app.service.rating': listPage('app.service.rating', 'ratings', 98),
  // Issue 27: the results of the header's search (the query, filters and page are the address's).
  'app.search': listPage('app.search', 'searchResults', 101),
  // Issue 28: "My Efir", for every visitor (kept on the device without an account).
  'app.myefir.list': minePage('app.myefir.list', 'list', 102),
  'app.myefir.continue': minePage('app.myefir.continue', 'continue', 103),
  'app.myefir.history': minePage('app.myefir.history', 'history', 104),
  'app.my.data': minePage('app.my.data', 'data', 57),
  'app.privacy': layout(
    'app.privacy',
    'one-column',
    [heading('app.privacy'), place('notice', 'text', { text: PRIVACY_NOTICE, format: 'html' })],
    106,
  ),
};

/** A page of "My Efir" (issue 28): its heading and the part. */
function minePage(state: string, part: 'list' | 'continue' | 'history' | 'data', order: number): StateLayout {
  return layout(state, 'one-column', [heading(state), place('mine', 'myEfir', { part })], order);
}
