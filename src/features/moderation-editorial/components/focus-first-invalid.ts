/**
 * After a refused submit, the first field marked invalid takes focus (once the errors have rendered), so keyboard and
 * screen-reader users land on what to fix instead of hunting for it in a long form.
 */
export function focusFirstInvalid(form: EventTarget | null): void {
  if (!(form instanceof HTMLFormElement)) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
