/**
 * Offline, a page of the site that was never stored: the worker's honest answer. Not the 404 page — the address is
 * right, the page exists — but the site's own frame (the stored 404 page: its header, styles, footer and offline
 * notice) with its content replaced by what happened and links to every page that is stored on the device. Pure:
 * navigation.ts gives it the stored 404 page and the stored pages. The classes are the 404 page's own, so the
 * site's stylesheet has them.
 */
import { htmlText } from '../escape/html';

const link = 'inline-flex min-h-11 items-center font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900';

export function notSavedPage(shell: string, saved: readonly { url: string; title: string }[]): string {
  const list = saved.length
    ? `<h2 class="mt-12 text-lg font-semibold text-slate-900">Saved on this device</h2><ul class="mt-3 flex flex-wrap justify-center gap-x-6">${
      saved.map(({ url, title }) => `<li><a href="${htmlText(url)}" class="${link}">${htmlText(title)}</a></li>`).join('')}</ul>`
    : '<p class="mt-4 max-w-xl text-lg text-slate-700">No page is saved on this device yet.</p>';
  const content = '<section data-not-saved class="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">'
    + `<h1 class="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">This page is not saved for offline use</h1>`
    + '<p class="mt-4 max-w-xl text-lg text-slate-700">You are offline, and this page was not saved on this device: a page is saved when '
    + 'you open it with a connection. It will open once you are back online.</p>'
    + `${list}</section>`;
  return shell
    // The page's own name in the title, the site's after it ("… | Brand").
    .replace(/(<title\b[^>]*>)[^<|]*(\|[^<]*)?<\/title>/, (_, open: string, site = '') => `${open}Not saved for offline use${site ? ` ${site}` : ''}</title>`)
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, (_, open: string) => `${open}${content}</main>`);
}
