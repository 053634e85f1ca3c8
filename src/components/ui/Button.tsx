import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 's' | 'm' | 'l';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container (forms, mobile menus). */
  block?: boolean;
}

function buttonClassName({ variant = 'primary', size = 'm', block = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  ref?: Ref<HTMLAnchorElement>;
}

function ButtonAnchor({ variant, size, block, className, ...props }: ButtonAnchorProps) {
  return <a className={buttonClassName({ variant, size, block }, className)} {...props} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);

/** A router link that looks like a button: navigation stays a link for the browser and assistive tech. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink {...props} />;
