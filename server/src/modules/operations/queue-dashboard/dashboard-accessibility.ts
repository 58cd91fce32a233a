import type { FastifyInstance } from 'fastify';

/**
 * bull-board's page does not pass axe on its own (ADR 0046): icon buttons without names, its Redis
 * logo an `svg role="img"` without a text alternative, greys under 4.5:1. These are
 * added to it as the page is drawn: a script that names each icon button by its icon (bull-board draws
 * lucide icons, whose class names the icon), and a style for its low-contrast greys. Both are files of this app's
 * origin, which the Content-Security-Policy allows; the page's Google font link, which the policy
 * blocks anyway, is left out.
 */
const ICON_NAMES: Record<string, string> = {
  'lucide-maximize': 'Full screen',
  'lucide-minimize': 'Exit full screen',
  'lucide-settings': 'Settings',
  'lucide-circle-user': 'Account',
  'lucide-ellipsis-vertical': 'More actions',
  'lucide-x': 'Close',
  'lucide-chevron-left': 'Previous',
  'lucide-chevron-right': 'Next',
};

/**
 * Runs in the browser (plain JavaScript: the server's build has no DOM types), with ICON_NAMES given.
 * A queue card's menu says which queue it acts on.
 */
const NAME_ICON_BUTTONS = `(iconNames) => {
  const humanized = (icon) => icon.replace(/^lucide-/, '').replace(/-/g, ' ');
  const nameOf = (button) => {
    const icon = button.querySelector('svg');
    if (!icon) return null;
    if (icon.getAttribute('role') === 'img') return 'Redis details';
    const lucide = [...icon.classList].find((c) => c.startsWith('lucide-'));
    if (!lucide) return null;
    const name = iconNames[lucide] || humanized(lucide);
    const card = button.closest('[class*="card-"]');
    const queue = card && card.querySelector('a[title]') ? card.querySelector('a[title]').getAttribute('title') : null;
    return queue ? name + ': ' + queue : name;
  };
  const scan = () => {
    for (const button of document.querySelectorAll('button:not([aria-label])')) {
      if (button.textContent.trim()) continue;
      const name = nameOf(button);
      if (name) button.setAttribute('aria-label', name);
    }
    for (const logo of document.querySelectorAll('svg[role="img"]:not([aria-label])'))
      if (logo.closest('button[aria-label]')) logo.setAttribute('aria-hidden', 'true');
      else logo.setAttribute('aria-label', 'Redis');
  };
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}`;

const SCRIPT = `(${NAME_ICON_BUTTONS})(${JSON.stringify(ICON_NAMES)});\n`;

/**
 * Greys under 4.5:1 on their backgrounds (the shortcut hint 4.38, the selected queue's name 3.72, a
 * job's timeline 3.96, a null in a job's data 2.6) take the page's own text colour, in either theme,
 * over whatever more specific rule of bull-board's set them.
 */
const STYLE = `${[
  '[class*="searchShortcut-"]',
  '[class*="active-"] > [class*="queueName-"]',
  '[class*="timeline-"] small',
  '[class*="nullValue-"]',
].join(',\n')} { color: var(--foreground) !important; }\n`;

const GOOGLE_FONTS = /<link[^>]+fonts\.googleapis\.com[^>]*>\s*/;

/** The page's HTML with the script and the style added to its head. */
export function withAccessibility(html: string, basePath: string): string {
  const tags =
    `<link rel="stylesheet" href="${basePath}/accessibility.css">` +
    `<script defer src="${basePath}/accessibility.js"></script>`;
  return html.replace(GOOGLE_FONTS, '').replace('</head>', `${tags}</head>`);
}

/** Serves the two files and adds them to every page bull-board draws under `basePath`. */
export function addDashboardAccessibility(fastify: FastifyInstance, basePath: string): void {
  fastify.get(`${basePath}/accessibility.js`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SCRIPT),
  );
  fastify.get(`${basePath}/accessibility.css`, (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(STYLE),
  );
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith(basePath)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    return withAccessibility(payload, basePath);
  });
}
