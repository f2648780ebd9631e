/**
 * The shared header: logo and title link to /, ten entries with the current one highlighted.
 *
 * Below the xl breakpoint the list collapses behind a Menu button that needs no script: the list is
 * a popover (`popover`, opened by the button's `popovertarget`). The browser does the rest — the button toggles it
 * with a click, Enter or Space and tells assistive tech whether it is expanded; Escape and a tap outside close it and
 * focus returns to the button; the list follows the button in the tab order — so it works the same before, after and
 * without the page's scripts. A choice is a link: the next page opens with the menu closed. From xl the list is
 * shown in the bar (styles.css `.site-menu`), and a browser without popovers shows it in the page under the bar.
 */
import { useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon';
import type { LayoutData } from '../data/loader';
import { navCurrent } from './nav';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

type HeaderProps = Pick<LayoutData, 'headerTitle' | 'logo' | 'nav'>;

const MENU_ID = 'site-menu';

export function Header({ headerTitle, logo, nav }: HeaderProps) {
  const { pathname } = useLocation();
  return (
    <header className="site-header z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        {/*
          With large text (200 % on a phone) the title wraps between its words, and where even its longest word does not
          fit beside the Menu button the button takes a row of its own, whole (WCAG 1.4.10): the title's flex basis is its
          narrowest width, so the row breaks before a word would. Whether the header then still sticks: styles.css.
        */}
        <a href="/" className={`flex min-h-11 min-w-0 grow basis-[min-content] items-center gap-3 rounded-md ${focusRing}`}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className="h-10 w-auto shrink-0" />
          <span className="min-w-0 text-lg leading-tight font-extrabold tracking-wide break-words text-sky-900">{headerTitle}</span>
        </a>
        <nav aria-label="Main" className="shrink-0 print:hidden">
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            className={`site-menu-toggle inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 xl:hidden ${focusRing}`}
          >
            <Icon name="menu" className="site-menu-closed size-5" />
            <Icon name="close" className="site-menu-open size-5" />
            <span>Menu</span>
          </button>
          <ul id={MENU_ID} popover="auto" className="site-menu">
            {nav.map((item) => {
              const current = navCurrent(pathname, item.to);
              return (
                <li key={item.to}>
                  <a
                    href={item.to}
                    aria-current={current}
                    className={`flex min-h-11 items-center rounded-md px-3 text-base font-medium xl:px-2.5 xl:text-sm ${focusRing} ${
                      current ? 'bg-sky-700 text-white' : 'text-slate-700 hover:bg-sky-50 hover:text-sky-900'
                    }`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
