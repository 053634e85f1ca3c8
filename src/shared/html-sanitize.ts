/**
 * The one set of DOMPurify rules for stored HTML (special pages' descriptions): the server cleans with it on write
 * and SanitizedHtml cleans again with it on render, so both passes agree.
 */
export const HTML_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  FORBID_ATTR: ['style'],
};

/**
 * The part of a sanitized node the link rule reads: written out, because src/shared is also compiled for the service
 * worker, whose library has no DOM `Element`.
 */
interface SanitizedNode {
  tagName: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** The part of a DOMPurify instance the link rule needs (src/shared does not import dompurify itself). */
interface HookablePurifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: SanitizedNode) => void): void;
}

/** Links in user HTML leave the app in a new tab without handing it the opener. */
export function withSafeLinks<P extends HookablePurifier>(purifier: P): P {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer ugc');
    }
  });
  return purifier;
}
