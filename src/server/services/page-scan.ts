import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * One streaming pass over a shop page with htmlparser2's tokenizer, keeping only what link import reads: meta tags,
 * the base address, the first title, the image_src link, JSON-LD blocks and the page's text. No tree is built.
 *
 * The tokenizer, not htmlparser2's `Parser`: the parser keeps its open elements with `Array.unshift`, so 2 MB of
 * unclosed `<div>` costs minutes; the tokenizer is one linear pass whatever the markup. What the tree would add is
 * tracked here with a counter: everything inside a `<template>` (at any depth) is inert, as in a browser's DOM.
 */

export interface ScannedPage {
  /** Each meta tag's content by its property, name or itemprop (lowercased); the first of repeated keys. */
  meta: Map<string, string>;
  /** The first title's text, entities decoded; null without a title. */
  title: string | null;
  /** The href of the first base element that has one. */
  baseHref: string | null;
  /** The href of the first link whose rel names image_src. */
  imageSrc: string | null;
  /** The text of each `application/ld+json` script, as written. */
  jsonLd: string[];
  /** The page's text with every tag as a space and no scripts or styles, entities decoded. */
  text: string;
}

/** Caps on what one page can make the scan keep, whatever it is made of. */
const KEPT_MAX = { meta: 400, jsonLd: 20 } as const;

/** The attributes read from the tags that carry facts; every other attribute is skipped unread. */
const WANTED: Readonly<Record<string, readonly string[]>> = {
  meta: ['property', 'name', 'itemprop', 'content'],
  base: ['href'],
  link: ['rel', 'href'],
  script: ['type'],
};

/** Elements the tokenizer reads as text up to their own end tag (HTML's raw text and RCDATA elements). */
const TEXT_ONLY = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Code, not words a visitor reads. */
const NOT_PAGE_TEXT = new Set(['script', 'style']);

class PageScanner implements TokenizerCallbacks {
  readonly page: Omit<ScannedPage, 'text'> = { meta: new Map(), title: null, baseHref: null, imageSrc: null, jsonLd: [] };
  readonly html: string;
  private readonly text: string[] = [];
  private metaCount = 0;
  /** How many templates are open: their content is not part of the document. */
  private templateDepth = 0;
  /** How many inline SVG pictures are open: an icon's `<title>` names the icon, not the page. */
  private svgDepth = 0;
  /** The tag being opened, the attributes wanted of it, those read so far, and the one being read. */
  private tag = '';
  private wanted: readonly string[] | undefined;
  private attributes: Record<string, string> = {};
  private attribute: string | null = null;
  private value = '';
  /** The text-only element the tokenizer is inside, and its text when it is a fact (the title, a JSON-LD block). */
  private textOnly: string | null = null;
  private kept: string[] | null = null;

  constructor(html: string) {
    this.html = html;
  }

  textOfPage(): string {
    return this.text.join('');
  }

  private space() {
    if (this.text.at(-1) !== ' ') this.text.push(' ');
  }

  private addText(text: string) {
    this.kept?.push(text);
    if (this.textOnly === null || !NOT_PAGE_TEXT.has(this.textOnly)) this.text.push(text);
  }

  onopentagname(start: number, end: number) {
    this.tag = this.html.slice(start, end).toLowerCase();
    this.wanted = WANTED[this.tag];
    this.attributes = {};
    this.space();
  }

  onattribname(start: number, end: number) {
    if (this.wanted === undefined) return;
    const name = this.html.slice(start, end).toLowerCase();
    // As in the DOM, the first of repeated attributes wins.
    this.attribute = this.wanted.includes(name) && !(name in this.attributes) ? name : null;
    this.value = '';
  }

  onattribdata(start: number, end: number) {
    if (this.attribute !== null) this.value += this.html.slice(start, end);
  }

  onattribentity(codepoint: number) {
    if (this.attribute !== null) this.value += String.fromCodePoint(codepoint);
  }

  onattribend(quote: QuoteType) {
    if (this.attribute !== null) this.attributes[this.attribute] = quote === QuoteType.NoValue ? '' : this.value;
    this.attribute = null;
  }

  onopentagend() {
    const { tag, attributes, page } = this;
    if (TEXT_ONLY.has(tag)) this.textOnly = tag;
    if (tag === 'template') this.templateDepth += 1;
    if (tag === 'svg') this.svgDepth += 1;
    if (this.templateDepth > 0) return;
    if (tag === 'meta' && this.metaCount < KEPT_MAX.meta) {
      this.metaCount += 1;
      const key = (attributes['property'] ?? attributes['name'] ?? attributes['itemprop'])?.trim().toLowerCase();
      const content = attributes['content']?.trim();
      if (key && content && !page.meta.has(key)) page.meta.set(key, content);
    } else if (tag === 'base' && page.baseHref === null) {
      page.baseHref = attributes['href'] ?? null;
    } else if (tag === 'link' && page.imageSrc === null && attributes['href'] !== undefined) {
      const rel = (attributes['rel'] ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
      if (rel.includes('image_src')) page.imageSrc = attributes['href'];
    } else if (tag === 'title' && page.title === null && this.svgDepth === 0) {
      this.kept = [];
    } else if (
      tag === 'script' &&
      page.jsonLd.length < KEPT_MAX.jsonLd &&
      attributes['type']?.trim().toLowerCase() === 'application/ld+json'
    ) {
      this.kept = [];
    }
  }

  /** HTML ignores the slash of `<meta/>` (an element is only closed by its end tag or by being void); SVG's `<svg/>` is closed. */
  onselfclosingtag() {
    this.onopentagend();
    if (this.tag === 'svg') this.svgDepth -= 1;
  }

  onclosetag(start: number, end: number) {
    this.space();
    // Inside a text-only element the tokenizer sees no end tag but its own.
    if (this.textOnly !== null) this.endTextOnly();
    else if (this.templateDepth > 0 || this.svgDepth > 0) this.closeCounted(this.html.slice(start, end).toLowerCase());
  }

  private closeCounted(name: string) {
    if (name === 'template' && this.templateDepth > 0) this.templateDepth -= 1;
    else if (name === 'svg' && this.svgDepth > 0) this.svgDepth -= 1;
  }

  /** A text-only element ends at its end tag or, left open, at the end of the page, as a browser ends it. */
  private endTextOnly() {
    if (this.kept !== null) {
      const text = this.kept.join('');
      if (this.textOnly === 'title') this.page.title = text;
      else this.page.jsonLd.push(text);
    }
    this.kept = null;
    this.textOnly = null;
  }

  ontext(start: number, end: number) {
    this.addText(this.html.slice(start, end));
  }

  ontextentity(codepoint: number) {
    this.addText(String.fromCodePoint(codepoint));
  }

  oncomment() {
    this.space();
  }

  oncdata() {
    this.space();
  }

  ondeclaration() {
    this.space();
  }

  onprocessinginstruction() {
    this.space();
  }

  onend() {
    if (this.textOnly !== null) this.endTextOnly();
  }
}

/** What link import reads from a page, in one linear pass (see the module's note). */
export function scanPage(html: string): ScannedPage {
  // As a browser reads it: a NUL character is never text, and the tokenizer leaves them in.
  const scanner = new PageScanner(html.replaceAll('\0', '\uFFFD'));
  const tokenizer = new Tokenizer({ decodeEntities: true }, scanner);
  tokenizer.write(scanner.html);
  tokenizer.end();
  return { ...scanner.page, text: scanner.textOfPage() };
}
