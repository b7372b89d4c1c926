import type { Page } from '@playwright/test';

/**
 * The layout checks of one page at the current width, run in the browser in one pass. Each returns
 * lines that name the element and what is wrong; none means the page is clean.
 *
 * - Overflow: the document never scrolls sideways; no element's in-flow content sticks out of its
 *   box (an element that is a scroll or clip container, a positioned element and a deliberate bleed
 *   by a negative margin are exempt); nothing reaches past the viewport's edges unless an ancestor
 *   clips it. Content overflows at the end of its line: the right in left-to-right text, the left
 *   in right-to-left (Arabic) text, each checked on its side.
 * - Clipped control text: a button's or an input's content is wider than its box
 *   (scrollWidth > clientWidth); a select's chosen option, measured in a copy of the select sized
 *   to that option, is wider than the select.
 * - Covered focus: every control in tab order is focused in turn (the browser scrolls it into view,
 *   as Tab does); the element at its centre must be the control itself or inside it, never a
 *   fixed header or another element laid over it.
 * - Image proportions: an image shown with the default `object-fit: fill` keeps its intrinsic
 *   ratio (within 2 %). `object-fit: cover` crops deliberately, to fit a frame (card, portrait),
 *   and may cut at most half of either dimension: a box whose ratio is more than twice or less
 *   than half the image's shows a strip of it, not the picture. A backdrop (an image in a layer
 *   painted behind the content, negative z-index: the heroes) may be cropped freely.
 */
export function layoutFlaws(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const flaws: string[] = [];
    const viewport = document.documentElement.clientWidth;

    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
      el.getClientRects().length > 0;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    // Screen-reader-only text is a 1 px clipped box, deliberately outside the flow of what shows.
    const srOnly = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width <= 1 && rect.height <= 1;
    };

    // 1. Overflow.
    if (document.documentElement.scrollWidth > viewport + 1) {
      flaws.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide for ${viewport} px`,
      );
    }
    const all = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => !(el instanceof SVGElement) && visible(el) && !srOnly(el),
    );
    const clippedByAncestor = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clips(getComputedStyle(a))) return true;
      }
      return false;
    };
    for (const el of all) {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const pastEdge =
        (rect.right > viewport + 1 && rect.left < viewport) || (rect.left < -1 && rect.right > 0);
      if (pastEdge && !clippedByAncestor(el) && style.position !== 'fixed') {
        const edge =
          rect.left < -1 ? `starts at ${Math.round(rect.left)} px` : `reaches ${Math.round(rect.right)} px`;
        flaws.push(`${describe(el)} ${edge}, past the ${viewport} px viewport`);
      }
      if (clips(style) || style.display === 'inline' || el.clientWidth === 0) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      // The side content overflows on: the end of the container's lines.
      const rtl = style.direction === 'rtl';
      const start = rect.left + el.clientLeft;
      const end = start + el.clientWidth;
      const culprit = [...el.querySelectorAll<HTMLElement>('*')].find((child) => {
        if (!visible(child) || srOnly(child)) return false;
        const childStyle = getComputedStyle(child);
        if (childStyle.position === 'absolute' || childStyle.position === 'fixed') return false;
        if (parseFloat(rtl ? childStyle.marginLeft : childStyle.marginRight) < 0) return false;
        // Inside a positioned descendant, it overflows that element, not this one.
        for (let a = child.parentElement; a && a !== el; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.position === 'absolute' || s.position === 'fixed' || clips(s)) return false;
        }
        const box = child.getBoundingClientRect();
        return rtl ? box.left < start - 1 : box.right > end + 1;
      });
      if (culprit) flaws.push(`${describe(culprit)} overflows its container ${describe(el)}`);
    }

    // 2. Text clipped in a control.
    for (const control of document.querySelectorAll<HTMLElement>('button, input, textarea, select')) {
      if (!visible(control) || srOnly(control)) continue;
      if (control instanceof HTMLSelectElement) {
        const option = control.selectedOptions[0];
        if (!option) continue;
        const copy = control.cloneNode(false) as HTMLSelectElement;
        copy.removeAttribute('id');
        copy.removeAttribute('name');
        copy.style.cssText = 'width:auto;min-width:0;max-width:none;position:absolute;visibility:hidden';
        copy.append(new Option(option.text));
        control.after(copy);
        const needed = copy.offsetWidth;
        copy.remove();
        if (needed > control.offsetWidth + 1) {
          flaws.push(
            `${describe(control)} clips "${option.text}": needs ${needed} px, has ${control.offsetWidth}`,
          );
        }
      } else if (
        !(
          control instanceof HTMLInputElement &&
          ['checkbox', 'radio', 'file', 'range', 'color'].includes(control.type)
        ) &&
        control.scrollWidth > control.clientWidth + 1
      ) {
        flaws.push(
          `${describe(control)} clips its text: ${control.scrollWidth} px in ${control.clientWidth}`,
        );
      }
    }

    // 3. Images keep their proportions.
    for (const img of document.querySelectorAll('img')) {
      if (!visible(img) || srOnly(img)) continue;
      const width = img.naturalWidth || img.width;
      const height = img.naturalHeight || img.height;
      const attrWidth = Number(img.getAttribute('width'));
      const attrHeight = Number(img.getAttribute('height'));
      const intrinsic = img.naturalWidth
        ? width / height
        : attrWidth && attrHeight
          ? attrWidth / attrHeight
          : 0;
      const rect = img.getBoundingClientRect();
      if (!intrinsic || rect.width < 2 || rect.height < 2) continue;
      const shown = rect.width / rect.height;
      const fit = getComputedStyle(img).objectFit;
      const label = `${describe(img)} (${img.currentSrc.split('/').pop() ?? ''})`;
      if (fit === 'contain' || fit === 'scale-down') continue;
      if (fit === 'cover') {
        let backdrop = false;
        for (let a: Element | null = img; a && a !== document.body; a = a.parentElement) {
          if (parseInt(getComputedStyle(a).zIndex, 10) < 0) backdrop = true;
        }
        const factor = shown / intrinsic;
        if (!backdrop && (factor > 2 || factor < 0.5)) {
          flaws.push(
            `${label} is cropped to a strip: ${Math.round(rect.width)}×${Math.round(rect.height)} of a ${intrinsic.toFixed(2)}:1 image`,
          );
        }
      } else if (Math.abs(shown / intrinsic - 1) > 0.02) {
        flaws.push(
          `${label} is distorted: ${Math.round(rect.width)}×${Math.round(rect.height)} of a ${intrinsic.toFixed(2)}:1 image`,
        );
      }
    }

    // 4. No element laid over a focused control (runs last: focusing scrolls the page).
    const focusables = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
      ),
    ].filter((el) => el.tabIndex >= 0 && !el.closest('[inert], [aria-hidden="true"]') && visible(el));
    for (const control of focusables) {
      control.focus();
      if (document.activeElement !== control) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      // The centre of its part within the viewport: a control taller than the screen (a tab panel,
      // a text area) is scrolled to its top, not its middle.
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      const x = rect.left + rect.width / 2;
      const y = (top + bottom) / 2;
      const hit = bottom > top ? document.elementFromPoint(x, y) : null;
      if (!hit) {
        flaws.push(
          `${describe(control)} is focused outside the viewport (${Math.round(x)}, ${Math.round(y)})`,
        );
      } else if (!control.contains(hit) && !hit.contains(control)) {
        flaws.push(`${describe(control)}, focused, is covered by ${describe(hit)}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return flaws;
  });
}
