/**
 * The shared header (SPEC §2): logo and title link to /, ten entries with the current one highlighted. Below the
 * xl breakpoint the list collapses behind a real toggle button (disclosure pattern: aria-expanded, aria-controls);
 * Escape closes it and returns focus to the toggle, and it closes after a choice or when the route changes.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../components/Icon';
import type { LayoutData } from '../data/loader';
import { navCurrent } from './nav';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

type HeaderProps = Pick<LayoutData, 'headerTitle' | 'logo' | 'nav'>;

export function Header({ headerTitle, logo, nav }: HeaderProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = 'site-menu';

  // A route change (a choice in the menu, or back/forward) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        {/* With large text (200 % on a phone) the title wraps and the Menu button keeps its whole width (WCAG 1.4.10). */}
        <Link to="/" className={`flex min-h-11 min-w-0 items-center gap-3 rounded-md ${focusRing}`}>
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className="h-10 w-auto shrink-0" />
          <span className="min-w-0 text-lg leading-tight font-extrabold tracking-wide break-words text-sky-900">{headerTitle}</span>
        </Link>
        <nav aria-label="Main" className="shrink-0 print:hidden">
          <button
            ref={toggleRef}
            type="button"
            className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 xl:hidden ${focusRing}`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} className="size-5" />
            <span>Menu</span>
          </button>
          <ul
            ref={menuRef}
            id={menuId}
            className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg xl:static xl:flex xl:flex-row xl:items-center xl:gap-0.5 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
          >
            {nav.map((item) => {
              const current = navCurrent(pathname, item.to);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current}
                    onClick={() => setOpen(false)}
                    className={`flex min-h-11 items-center rounded-md px-3 text-base font-medium xl:px-2.5 xl:text-sm ${focusRing} ${
                      current ? 'bg-sky-700 text-white' : 'text-slate-700 hover:bg-sky-50 hover:text-sky-900'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
