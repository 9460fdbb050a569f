// Pieces every part of the player's account calls shares: the answer envelope and the rules of typed text.
import * as z from 'zod/mini';
import { inputMessages } from '../issues.ts';
import { named } from '../registry.ts';
/** The `{ success, data }` envelope of the customer calls. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.boolean(), data });
}

const noControlCharacters = /^[^\p{Cc}]*$/u;
const noControlExceptNewlines = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** One line of text a player types: trimmed, 1 to `max` characters, no control characters. */
export function line(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(noControlCharacters, inputMessages.controlCharacters),
    );
}

/** Free text a player types (line breaks allowed): trimmed, `min` to `max` characters. */
export function text(min: number, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? inputMessages.required : `At least ${min} characters`),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(noControlExceptNewlines, inputMessages.controlCharactersExceptNewlines),
    );
}

export const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const SuccessResponse = named('SuccessResponse', z.object({ success: z.boolean() }));
