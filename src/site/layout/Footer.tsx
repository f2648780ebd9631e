/**
 * The shared footer: Quick Links, Resources, three social links (placeholders from data, new tab,
 * no opener, no referrer), the tagline and "© {year} {holder}".
 *
 * The year: the HTML carries the build year (Manila); in the browser the page's runtime sets the visitor's current
 * year in Manila (runtime/enhance.ts `showCurrentYear`), so a page built last December still says this year.
 *
 * Not printed: on paper the links are chrome; PrintFoot (Layout) says where the page came from instead.
 */
import { Icon } from '../components/Icon';
import { SiteLink } from '../components/SiteLink';
import type { LayoutData } from '../data/loader';

type FooterProps = Pick<LayoutData, 'brand' | 'footer' | 'buildYear'>;

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-slate-200 underline-offset-2 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

export function Footer({ brand, footer, buildYear }: FooterProps) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brand}</p>
          <p className="mt-2 text-sm leading-relaxed">{footer.tagline}</p>
        </div>
        <LinkList title="Quick Links" links={footer.quickLinks} />
        <LinkList title="Resources" links={footer.resources} />
        <div>
          <h2 className="text-base font-semibold text-white">Follow Us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {footer.social.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-sky-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Icon name={social.icon} className="size-5" />
                  <span className="sr-only">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-300 sm:px-6">
          © <span data-testid="copyright-year" data-current-year>{buildYear}</span> {footer.copyrightHolder}
        </p>
      </div>
    </footer>
  );
}

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className={linkClass}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
