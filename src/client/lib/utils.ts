import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names and lets a later Tailwind class override an earlier conflicting one
 * (`cn('px-4 h-10', 'h-12')` → `px-4 h-12`), as tailwind-merge does, for the utilities this app
 * uses. tailwind-merge itself was a tenth of the first route's JavaScript budget (DESIGN §8);
 * test/unit/class-merge.test.ts checks this against tailwind-merge for every pair of classes in
 * src/client. A class this table does not know is kept as written.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

type Rule = [RegExp, string | ((match: RegExpExecArray) => string)];

const SIDES = '[xytrblse]';
const TSHIRT = '(?:xs|sm|base|md|lg|xl|\\d?xl)';
const ARBITRARY_LENGTH = '\\[(?:length:)?[\\d.]+(?:px|rem|em|%|vh|vw)\\]';
const COLOR_FREE = '(?:inherit|current|transparent|black|white|[a-z]+(?:-[a-z]+)*(?:-\\d{2,3})?|\\[[^\\]]+\\]|\\(.+\\))';

/** The group a utility belongs to: two classes of one group (under the same variants) conflict. */
const RULES: Rule[] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [new RegExp(`^(p|m)(${SIDES}?)-`), (m) => `${m[1]}${m[2]}`],
  [/^gap-([xy])-/, (m) => `gap-${m[1]}`],
  [/^gap-/, 'gap'],
  [/^space-([xy])-/, (m) => `space-${m[1]}`],
  [/^(size|min-w|min-h|max-w|max-h|w|h)-/, (m) => m[1]],
  [/^inset-([xy])-/, (m) => `inset-${m[1]}`],
  [/^(inset|top|right|bottom|left|start|end)-/, (m) => m[1]],
  [/^(z|order|opacity|aspect|basis|duration|delay|ease|leading|tracking|line-clamp|cursor|accent|columns)-/, (m) => m[1]],
  [/^(shrink|grow)(-|$)/, (m) => m[1]],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^grid-(cols|rows|flow)-/, (m) => `grid-${m[1]}`],
  [/^(col|row)-span-/, (m) => `${m[1]}-start-end`],
  [/^(col|row)-(start|end)-/, (m) => `${m[1]}-${m[2]}`],
  [/^justify-(self|items)-/, (m) => `justify-${m[1]}`],
  [/^justify-/, 'justify-content'],
  [/^(items|self|place-items|place-self|place-content)-/, (m) => m[1]],
  [/^content-\[/, 'content'],
  [/^content-/, 'align-content'],
  [new RegExp(`^text-(${TSHIRT}|${ARBITRARY_LENGTH})$`), 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [new RegExp(`^text-${COLOR_FREE}$`), 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^decoration-(\d+|auto|from-font)$/, 'decoration-thickness'],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, 'decoration-style'],
  [/^decoration-/, 'decoration-color'],
  [/^(tabular-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^align-/, 'vertical-align'],
  [/^bg-(linear-|radial|conic|none$|\[(?:radial|linear|conic)-gradient|\[url)/, 'bg-image'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(cover|contain|auto)$/, 'bg-size'],
  [/^bg-/, 'bg-color'],
  [/^(from|via|to)-\d+%$/, (m) => `gradient-${m[1]}-pos`],
  [/^(from|via|to)-/, (m) => `gradient-${m[1]}`],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(-\d+|-\[\d+px\])?$/, 'border-w'],
  [new RegExp(`^border-(${SIDES})(-\\d+|-\\[\\d+px\\])?$`), (m) => `border-w-${m[1]}`],
  [/^border-/, 'border-color'],
  [/^divide-([xy])(-\d+)?$/, (m) => `divide-${m[1]}`],
  [/^divide-/, 'divide-color'],
  [/^rounded-(tl|tr|br|bl|ss|se|es|ee|[trblse])(-|$)/, (m) => `rounded-${m[1]}`],
  [/^rounded(-|$)/, 'rounded'],
  [/^shadow(-(xs|sm|md|lg|xl|2xl|none|inner|\[.+\]))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+|-\[\d+px\])?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-/, 'ring-color'],
  [/^outline-(dashed|dotted|double|solid|none|hidden)$/, 'outline-style'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^overflow-([xy])-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, 'overflow'],
  [/^object-(cover|contain|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^list-(inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^animate-(none|spin|ping|pulse|bounce|\[.+\])$/, 'animate'],
  [/^(pointer-events|select|appearance|backdrop-blur|drop-shadow|fill|stroke)-/, (m) => m[1]],
  [/^transition(-|$)/, 'transition'],
  [/^scale-([xy])-/, (m) => `scale-${m[1]}`],
  [/^scale-/, 'scale'],
  [/^rotate-/, 'rotate'],
  [/^translate-([xy])-/, (m) => `translate-${m[1]}`],
  [/^snap-(x|y|both|none)$/, 'snap-type'],
  [/^scroll-(m|p)([xytrblse]?)-/, (m) => `scroll-${m[1]}${m[2]}`],
  [/^snap-(mandatory|proximity)$/, 'snap-strictness'],
  [/^snap-(start|end|center|align-none)$/, 'snap-align'],
  [/^\[([a-z-]+):.+\]$/, (m) => `[${m[1]}]`],
];

/** Groups a later class removes from earlier classes besides its own. */
const OVERRIDES: Record<string, string[]> = {
  ...Object.fromEntries(
    ['p', 'm'].flatMap((k) => [
      [k, ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((s) => `${k}${s}`)],
      [`${k}x`, [`${k}r`, `${k}l`]],
      [`${k}y`, [`${k}t`, `${k}b`]],
    ]),
  ),
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  scale: ['scale-x', 'scale-y'],
};

/** Each utility's group, found once: a page's class lists share most of their utilities. */
const groups = new Map<string, string | undefined>();

function groupOf(utility: string): string | undefined {
  if (groups.has(utility)) return groups.get(utility);
  let found: string | undefined;
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility);
    if (match) {
      found = typeof group === 'string' ? group : group(match);
      break;
    }
  }
  if (groups.size > 2000) groups.clear();
  groups.set(utility, found);
  return found;
}

/** Splits `sm:hover:-mt-2` at the colons outside brackets: variants and the utility. */
function parse(className: string): { variants: string; utility: string; important: boolean } | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // A modifier after a slash (bg-white/80, w-1/2) does not change the group.
  const slash = utility.search(/\/(?![^[(]*[\])])/);
  if (slash > 0) utility = utility.slice(0, slash);
  // Arbitrary variants keep their order; the others may come in any order (hover:focus: = focus:hover:).
  const variants = parts.some((p) => p.startsWith('[')) ? parts.join(':') : parts.sort().join(':');
  return { variants, utility, important };
}

const cache = new Map<string, string>();

export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    const parsed = parse(className);
    const group = parsed && groupOf(parsed.utility);
    if (!parsed || !group) {
      kept.push(className);
      continue;
    }
    const prefix = `${parsed.variants}${parsed.important ? '!' : ''}:`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(prefix + overridden);
    kept.push(className);
  }
  const result = kept.reverse().join(' ');
  if (cache.size > 1000) cache.clear();
  cache.set(classList, result);
  return result;
}

/** Runs `task` once the browser has nothing better to do (or after `timeout` ms at the latest). */
export function whenIdle(task: () => unknown, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void task(), { timeout });
  else window.setTimeout(() => void task(), Math.min(timeout, 500));
}

/** What counts as a visitor's first intent: a touch, click, key or focus. */
export const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once, on the visitor's first touch, click, key or focus anywhere on the page (or the
 * first of `events`): code for what they may open next is loaded then, not while the page's first
 * screen is being made ready. The listener runs in the capture phase at `window`, before any of the
 * page's own. Returns the clean-up (for an effect).
 */
export function onFirstIntent(task: () => unknown, events: readonly string[] = INTENT_EVENTS): () => void {
  const stop = () => {
    for (const type of events) window.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    void task();
  };
  for (const type of events) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
