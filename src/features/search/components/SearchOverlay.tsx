import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ClockIcon, CloseIcon, PinIcon, SearchIcon } from '@/components/ui/Icon';
import { showAlert } from '@/lib/alerts';
import { useFocusTrap } from '@/lib/use-focus-trap';
import { categoryLabel } from '@/domain/category-labels';
import { CATEGORY_ALIASES, MAIN_CATEGORIES } from '@/shared/categories';
import { SEARCH_MAX } from '@/shared/constants';
import { useSearchSuggestions } from '../api/get-suggestions';
import { MOST_SEARCHED } from '../lib/most-searched';
import { buildSuggestions, nextActive, type Suggestion } from '../lib/suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { forgetSearch, rememberSearch, togglePinned, useRecentSearches } from '../lib/recent-searches-store';
import styles from './SearchOverlay.module.css';

/** A pause in typing this long asks the server for suggestions. */
const SUGGEST_DELAY_MS = 200;
/** The server completes words from 2 characters on; shorter text gets the local suggestions only. */
const SUGGEST_MIN_LENGTH = 2;

export interface SearchOverlayProps {
  /** The query of the page behind, prefilled in the input. */
  initialQuery: string;
  onClose: () => void;
}

/**
 * The search overlay, mounted while open: the input is focused on open, Tab stays inside, Escape and a backdrop click
 * close it, and focus goes back to whatever opened it (the top bar's search button) when it unmounts.
 */
export function SearchOverlay({ initialQuery, onClose }: SearchOverlayProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const recentHeadingId = useId();
  const mostHeadingId = useId();
  const recent = useRecentSearches();
  const listboxId = useId();

  // Suggestions while typing, a WAI-ARIA combobox: the list opens as the text changes, arrows move through
  // it, Enter takes the active row, Escape closes the list (a second Escape closes the overlay).
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const server = useSearchSuggestions([...settled].length >= SUGGEST_MIN_LENGTH ? settled : '');
  const categories = useMemo(
    () => [...MAIN_CATEGORIES, ...Object.keys(CATEGORY_ALIASES)].map((slug) => ({ slug, label: categoryLabel(slug, (d) => i18n._(d)) })),
    [i18n],
  );
  // The server's answer is for the text typed before the pause; while newer text waits, the local rows stand alone.
  const serverRows = server.data && settled === typed ? server.data : undefined;
  const suggestions = buildSuggestions(typed, recent.error ? [] : recent.searches, serverRows, MOST_SEARCHED, categories);
  const showList = listOpen && suggestions.length > 0;
  const optionId = (suggestion: Suggestion) => `${listboxId}-${suggestion.id}`;
  const activeSuggestion = showList ? suggestions[active] : undefined;
  // Which row's remove button was pressed: once the row is gone, focus moves to the row now in its place (or the one
  // above, or the input), so it stays in the dialog and Escape still closes it.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const removeButtons = dialogRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-recent]') ?? [];
    const next = removeButtons[Math.min(index, removeButtons.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [recent.searches]);

  const forget = (keyword: string, index: number) => {
    removedAt.current = index;
    forgetSearch(keyword);
  };

  // The page behind must not scroll under the overlay (phones scroll it with the keyboard open). Declared before the focus
  // trap so the page scrolls again before focus goes back to the opener.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // The search input is the dialog's first control, so it takes the focus on open.
  const onKeyDown = useFocusTrap(dialogRef, { onEscape: onClose, takeFocus: true });

  const search = (keyword: string) => {
    const query = keyword.trim();
    if (query === '') return;
    const remembered = rememberSearch(query);
    if (!remembered.ok && remembered.reason === 'all-pinned') {
      showAlert({ type: 'info', message: t`5 searches are pinned, so new ones are not saved. Unpin one to make room.` });
    }
    onClose();
    void navigate({ to: '/search', search: { query } });
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === 'shop') {
      onClose();
      void navigate({ to: '/shops/$id', params: { id: String(suggestion.shopId) } });
    } else if (suggestion.kind === 'category') {
      onClose();
      void navigate({ to: '/categories/$slug', params: { slug: suggestion.slug } });
    } else {
      search(suggestion.keyword);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      setActive((current) => nextActive(showList ? current : -1, suggestions.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && activeSuggestion) {
      event.preventDefault();
      choose(activeSuggestion);
    } else if (event.key === 'Escape' && showList) {
      // Only the list closes: the overlay's own Escape handler must not see this one.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  const clear = () => {
    setValue('');
    inputRef.current?.focus();
  };

  // Only a press that starts and ends on the backdrop closes: selecting text in the input and releasing outside must not.
  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  const showRecent = recent.error === null && recent.searches.length > 0;

  return createPortal(
    <div className={styles.backdrop} onPointerDown={onBackdropPointerDown} onClick={onBackdropClick} data-testid="search-backdrop">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={t`Search`} className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <form role="search" className={styles.form} onSubmit={onSubmit}>
            <SearchIcon className={styles.icon} />
            <input
              ref={inputRef}
              type="search"
              name="query"
              className={styles.input}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setListOpen(true);
                setActive(-1);
              }}
              onKeyDown={onInputKeyDown}
              placeholder={t`Search`}
              aria-label={t`Search`}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listboxId}
              aria-activedescendant={activeSuggestion ? optionId(activeSuggestion) : undefined}
              maxLength={SEARCH_MAX}
              autoComplete="off"
              enterKeyHint="search"
            />
            {value !== '' && (
              <button type="button" className={styles.iconButton} aria-label={t`Clear`} onClick={clear}>
                <CloseIcon size={16} strokeWidth={2.4} />
              </button>
            )}
            <button type="submit" className={styles.submit}>
              <Trans>Search</Trans>
            </button>
          </form>
          <button type="button" className={styles.close} onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>

        {/* Always in the page, so the input's aria-controls names an element; empty and hidden while closed. */}
        <ul id={listboxId} role="listbox" aria-label={t`Suggestions`} className={styles.suggestions} hidden={!showList}>
          {showList &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(suggestion)}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                data-kind={suggestion.kind}
                // The input keeps the focus (and the typed text its caret) when a row is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.kind === 'recent' ? <ClockIcon /> : suggestion.kind === 'keyword' ? <SearchIcon /> : null}
                <span className={styles.suggestionLabel}>{suggestion.label}</span>
                {suggestion.kind === 'shop' && (
                  <span className={styles.suggestionKind}>
                    <Trans>Shop</Trans>
                  </span>
                )}
                {suggestion.kind === 'category' && (
                  <span className={styles.suggestionKind}>
                    <Trans>Category</Trans>
                  </span>
                )}
              </li>
            ))}
        </ul>

        {recent.error && <p className={styles.note}>{i18n._(recent.error)}</p>}

        {showRecent && (
          <section aria-labelledby={recentHeadingId} className={styles.section}>
            <h2 id={recentHeadingId} className={styles.heading}>
              <Trans>Last searches</Trans>
            </h2>
            <ul className={styles.recentList}>
              {recent.searches.map(({ keyword, isPinned }, index) => (
                <li key={keyword} className={styles.recentItem} data-pinned={isPinned || undefined}>
                  <button type="button" className={styles.recentKeyword} onClick={() => search(keyword)}>
                    <ClockIcon />
                    <span>{keyword}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-pressed={isPinned}
                    aria-label={t`Pin ${keyword}`}
                    title={isPinned ? t`Pinned` : t`Pin`}
                    onClick={() => togglePinned(keyword)}
                  >
                    <PinIcon fill={isPinned ? 'currentColor' : 'none'} />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t`Remove ${keyword}`}
                    data-remove-recent
                    onClick={() => forget(keyword, index)}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby={mostHeadingId} className={styles.section}>
          <h2 id={mostHeadingId} className={styles.heading}>
            <Trans>Most searched</Trans>
          </h2>
          <ul className={styles.shortcuts}>
            {MOST_SEARCHED.map(({ keyword, image }) => (
              <li key={keyword}>
                <button type="button" className={styles.shortcut} onClick={() => search(keyword)}>
                  <img src={image} alt="" width="40" height="40" loading="lazy" />
                  <span>{keyword}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>,
    document.body,
  );
}
