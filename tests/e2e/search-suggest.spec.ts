import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings, settled, uz } from './support';

/**
 * The header search as a combobox with list autocomplete (issue 27, decision 037): suggestions
 * from `search/suggest.json` as one types, chosen with the keyboard; Enter with none highlighted
 * sends the search (the toast, then `search/?q=`). On the wide header and in the phone's drawer.
 */

async function ready(page: Page) {
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const field = (scope: Page | Locator) => scope.getByRole('combobox', { name: uz('chrome', 'search.input') });
const suggestions = (page: Page) => page.getByRole('listbox', { name: uz('chrome', 'search.suggest.label') });
const channelOption = (page: Page, title: string) =>
  suggestions(page).getByRole('option', {
    name: `${title} ${uz('chrome', 'search.suggest.types.channel')}`,
    exact: true,
  });

/** Presses ArrowDown in `box` until `option` is the highlighted one (at most once per option). */
async function highlight(page: Page, box: Locator, option: Locator) {
  const id = await option.getAttribute('id');
  const count = await suggestions(page).getByRole('option').count();
  for (let i = 0; i < count && (await box.getAttribute('aria-activedescendant')) !== id; i++)
    await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

test.describe('wide header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"yoshlar", ArrowDown to the channel Ёшлар, Enter: its page', async ({ page }) => {
    await page.goto('/uz/');
    await ready(page);
    const box = field(page.getByRole('banner'));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await box.pressSequentially('yoshlar');
    await expect(suggestions(page)).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await suggestions(page).getAttribute('id')) ?? '');
    // Typed in Latin, found in Cyrillic (the page's language).
    const yoshlar = channelOption(page, 'Ёшлар');
    await expect(yoshlar).toBeVisible();
    // The live region says how many.
    const count = await suggestions(page).getByRole('option').count();
    expect(count).toBeLessThanOrEqual(8);
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      uz('chrome', `search.suggest.count_${count === 1 ? 'one' : 'other'}`, { count }),
    );
    await highlight(page, box, yoshlar);
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL('/uz/channel/yoshlar/');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Ўзбекистон" and Enter with nothing highlighted: the toast, then search/?q=', async ({ page }) => {
    await page.goto('/uz/');
    await ready(page);
    const box = field(page.getByRole('banner'));
    await box.click();
    await box.pressSequentially('Ўзбекистон');
    await expect(suggestions(page)).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-activedescendant', /./);
    await box.press('Enter');
    await expect(page.locator('[data-sonner-toast]').first()).toHaveText(
      uz('chrome', 'search.toast', { text: 'Ўзбекистон' }),
    );
    await expect(page).toHaveURL(`/uz/search/?q=${encodeURIComponent('Ўзбекистон')}`);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the popup, a second clears the text; Tab closes it; a click opens an option', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await ready(page);
    const box = field(page.getByRole('banner'));
    await box.click();
    await box.pressSequentially('yoshlar');
    await expect(suggestions(page)).toBeVisible();
    await box.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveValue('yoshlar');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    await box.pressSequentially('yoshlar');
    await expect(suggestions(page)).toBeVisible();
    await box.press('Tab');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).not.toBeFocused();

    await box.click();
    await expect(suggestions(page)).toBeVisible();
    await channelOption(page, 'Ёшлар').click();
    await expect(page).toHaveURL('/uz/channel/yoshlar/');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing with the suggestions open (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/uz/');
      await ready(page);
      const box = field(page.getByRole('banner'));
      await box.click();
      await box.pressSequentially('yoshlar');
      await expect(suggestions(page)).toBeVisible();
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /./);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      // The popup floats over the page: the header keeps its height.
      const header = await page.getByRole('banner').boundingBox();
      const list = await suggestions(page).boundingBox();
      expect(list && header && list.y + list.height > header.y + header.height).toBe(true);
      const found = await axeFindings(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form GETs search/?q=', async ({ page }) => {
    await page.goto('/uz/');
    const box = field(page.getByRole('banner'));
    await box.fill('Ўзбекистон');
    await box.press('Enter');
    await expect(page).toHaveURL(`/uz/search/?q=${encodeURIComponent('Ўзбекистон')}`);
  });
});

test.describe('phone: the search in the drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('suggestions in the drawer: 44 px options, Escape closes only them, Enter opens the channel', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await ready(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: uz('chrome', 'search.submit') })
      .click();
    const drawer = page.getByRole('dialog', { name: uz('chrome', 'header.menu') });
    const box = field(drawer);
    await expect(box).toBeFocused();
    await box.pressSequentially('yoshlar');
    await expect(suggestions(page)).toBeVisible();
    const heights = await suggestions(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    // Inside the drawer's panel, not wider than the screen.
    const list = await suggestions(page).boundingBox();
    expect(list && list.x >= 0 && list.x + list.width <= 390).toBe(true);

    await box.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(drawer).toBeVisible();

    await box.press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await highlight(page, box, channelOption(page, 'Ёшлар'));
    await box.press('Enter');
    await expect(page).toHaveURL('/uz/channel/yoshlar/');
    await expect(drawer).toBeHidden();
  });
});
