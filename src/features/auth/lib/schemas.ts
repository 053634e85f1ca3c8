import * as v from 'valibot';
import { CodeField, EmailField } from '@/shared/validation';

/** Steps with a single field: the e-mail of the reset request and the 6-digit code of every verification. */
export const EmailFormSchema = v.object({ email: EmailField });
export const CodeFormSchema = v.object({ code: CodeField });
