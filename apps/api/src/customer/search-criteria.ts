import {
  type ErrorIssue,
  type OrderConditionType,
  type OrderSearchCriteria,
  type OrderSearchField,
  orderConditionTypes,
  orderPageSize,
  orderSearchFields,
} from '@mynacon/contract';

/** How a field's values are read: text as given, timestamps as instants, money as cents. */
export type FieldKind = 'text' | 'timestamp' | 'money';

export const fieldKinds: Record<OrderSearchField, FieldKind> = {
  increment_id: 'text',
  status: 'text',
  created_at: 'timestamp',
  updated_at: 'timestamp',
  grand_total: 'money',
  order_currency_code: 'text',
};

/** One filter with its value converted for the database (`in` and `nin` carry a list). */
export interface SearchFilter {
  field: OrderSearchField;
  conditionType: OrderConditionType;
  operand: string | number | Array<string | number>;
}

export interface SearchCriteria {
  /** AND of the groups; OR of the filters inside one group. */
  groups: SearchFilter[][];
  sortOrders: Array<{ field: OrderSearchField; direction: 'ASC' | 'DESC' }>;
  pageSize: number;
  currentPage: number;
  /** The criteria as understood, in Magento's answer shape. */
  echo: OrderSearchCriteria;
}

export type SearchCriteriaResult = { ok: true; criteria: SearchCriteria } | { ok: false; issues: ErrorIssue[] };

export const searchLimits = { groups: 10, filtersPerGroup: 10, sortOrders: 5, listValues: 50, textLength: 200 };

const index = '(0|[1-9][0-9]?)';
const filterKey = new RegExp(
  `^searchCriteria\\[(?:filterGroups|filter_groups)\\]\\[${index}\\]\\[filters\\]\\[${index}\\]\\[(field|value|conditionType|condition_type)\\]$`,
);
const sortKey = new RegExp(`^searchCriteria\\[(?:sortOrders|sort_orders)\\]\\[${index}\\]\\[(field|direction)\\]$`);
const pageSizeKey = /^searchCriteria\[(?:pageSize|page_size)\]$/;
const currentPageKey = /^searchCriteria\[(?:currentPage|current_page)\]$/;

const isoInstant = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** `2026-08-01`, `2026-08-01 10:00:00` (Magento, UTC) or ISO 8601 → an ISO instant; null when not a date. */
export function parseInstant(value: string): string | null {
  if (!isoInstant.test(value)) return null;
  // Date.parse rolls 2026-02-31 over to March: refuse calendar dates that do not exist.
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() + 1 !== month || calendar.getUTCDate() !== day) {
    return null;
  }
  let text = value.replace(' ', 'T');
  if (text.length === 10) text += 'T00:00:00';
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(text)) text += 'Z';
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A decimal amount (`59.99`) in cents; null when not one. */
export function parseCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

interface RawFilter {
  field?: string;
  value?: string;
  conditionType?: string;
  keys: Record<'field' | 'value' | 'conditionType', string>;
}

function convert(kind: FieldKind, value: string): string | number | null {
  if (kind === 'timestamp') return parseInstant(value);
  if (kind === 'money') return parseCents(value);
  return value.length <= searchLimits.textLength ? value : null;
}

const expected: Record<FieldKind, string> = {
  text: `text of at most ${searchLimits.textLength} characters`,
  timestamp: 'a date (2026-08-01), a Magento date-time (2026-08-01 10:00:00) or an ISO 8601 instant',
  money: 'an amount such as 59.99',
};

/**
 * Parses Magento search criteria from query parameters. Every problem is an issue named by its query key, so a
 * wrong request is a 400 that says what to fix; nothing reaches the database unchecked.
 */
export function parseSearchCriteria(query: Record<string, string | string[]>): SearchCriteriaResult {
  const issues: ErrorIssue[] = [];
  const groups = new Map<number, Map<number, RawFilter>>();
  const sorts = new Map<number, { field?: string; direction?: string; keys: Record<'field' | 'direction', string> }>();
  let pageSize: number = orderPageSize.default;
  let currentPage = 1;
  const seen = new Set<string>();

  for (const [key, raw] of Object.entries(query)) {
    if (typeof raw !== 'string') {
      issues.push({ path: key, code: 'other', message: 'Given more than once' });
      continue;
    }
    const filter = filterKey.exec(key);
    const sort = filter === null ? sortKey.exec(key) : null;
    // camelCase and snake_case spell the same parameter: both at once is ambiguous.
    const canonical = key
      .replace('filter_groups', 'filterGroups')
      .replace('sort_orders', 'sortOrders')
      .replace('condition_type', 'conditionType')
      .replace('page_size', 'pageSize')
      .replace('current_page', 'currentPage');
    if (seen.has(canonical)) {
      issues.push({
        path: key,
        code: 'other',
        message: 'Given twice (camelCase and snake_case spell the same parameter)',
      });
      continue;
    }
    seen.add(canonical);
    if (filter !== null) {
      const [, group = '0', position = '0', part = 'field'] = filter;
      const filters = groups.get(Number(group)) ?? new Map<number, RawFilter>();
      groups.set(Number(group), filters);
      const entry = filters.get(Number(position)) ?? { keys: { field: '', value: '', conditionType: '' } };
      filters.set(Number(position), entry);
      const name = part === 'condition_type' ? 'conditionType' : (part as 'field' | 'value' | 'conditionType');
      entry[name] = raw;
      entry.keys[name] = key;
    } else if (sort !== null) {
      const [, position = '0', part = 'field'] = sort;
      const entry = sorts.get(Number(position)) ?? { keys: { field: '', direction: '' } };
      sorts.set(Number(position), entry);
      entry[part as 'field' | 'direction'] = raw;
      entry.keys[part as 'field' | 'direction'] = key;
    } else if (pageSizeKey.test(key)) {
      if (!/^[1-9][0-9]{0,2}$/.test(raw) || Number(raw) > orderPageSize.max) {
        issues.push({ path: key, code: 'other', message: `Expected a page size from 1 to ${orderPageSize.max}` });
      } else pageSize = Number(raw);
    } else if (currentPageKey.test(key)) {
      if (!/^[1-9][0-9]{0,5}$/.test(raw))
        issues.push({ path: key, code: 'other', message: 'Expected a page number from 1' });
      else currentPage = Number(raw);
    } else {
      issues.push({
        path: key,
        code: 'other',
        message:
          'Unknown parameter: use searchCriteria[filterGroups][G][filters][F][field|value|conditionType], ' +
          'searchCriteria[sortOrders][N][field|direction], searchCriteria[pageSize] or searchCriteria[currentPage]',
      });
    }
  }

  if (groups.size > searchLimits.groups) {
    issues.push({
      path: 'searchCriteria[filterGroups]',
      code: 'other',
      message: `At most ${searchLimits.groups} filter groups`,
    });
  }
  if (sorts.size > searchLimits.sortOrders) {
    issues.push({
      path: 'searchCriteria[sortOrders]',
      code: 'other',
      message: `At most ${searchLimits.sortOrders} sort orders`,
    });
  }

  const parsedGroups: SearchFilter[][] = [];
  const echoGroups: OrderSearchCriteria['filter_groups'] = [];
  for (const [groupIndex, filters] of [...groups.entries()].sort(([a], [b]) => a - b)) {
    if (filters.size > searchLimits.filtersPerGroup) {
      issues.push({
        path: `searchCriteria[filterGroups][${groupIndex}][filters]`,
        code: 'other',
        message: `At most ${searchLimits.filtersPerGroup} filters in a group`,
      });
    }
    const parsed: SearchFilter[] = [];
    const echo: OrderSearchCriteria['filter_groups'][number]['filters'] = [];
    for (const [position, raw] of [...filters.entries()].sort(([a], [b]) => a - b)) {
      const prefix = `searchCriteria[filterGroups][${groupIndex}][filters][${position}]`;
      const field = raw.field as OrderSearchField | undefined;
      if (field === undefined) {
        issues.push({ path: `${prefix}[field]`, code: 'required', message: 'Required' });
        continue;
      }
      if (!(orderSearchFields as readonly string[]).includes(field)) {
        issues.push({
          path: raw.keys.field,
          code: 'other',
          message: `Expected one of ${orderSearchFields.join(', ')}`,
        });
        continue;
      }
      const conditionType = (raw.conditionType ?? 'eq') as OrderConditionType;
      if (!(orderConditionTypes as readonly string[]).includes(conditionType)) {
        issues.push({
          path: raw.keys.conditionType,
          code: 'other',
          message: `Expected one of ${orderConditionTypes.join(', ')}`,
        });
        continue;
      }
      if (raw.value === undefined) {
        issues.push({ path: `${prefix}[value]`, code: 'required', message: 'Required' });
        continue;
      }
      const kind = fieldKinds[field];
      if (conditionType === 'like' && kind !== 'text') {
        issues.push({
          path: raw.keys.conditionType,
          code: 'other',
          message: `like applies to text fields, not ${field}`,
        });
        continue;
      }
      let operand: SearchFilter['operand'] | null;
      if (conditionType === 'in' || conditionType === 'nin') {
        const values = raw.value.split(',');
        const converted = values.map((value) => convert(kind, value.trim()));
        operand =
          values.length > searchLimits.listValues || converted.some((value) => value === null)
            ? null
            : (converted as Array<string | number>);
        if (operand === null) {
          issues.push({
            path: raw.keys.value,
            code: 'other',
            message: `Expected at most ${searchLimits.listValues} comma-separated values, each ${expected[kind]}`,
          });
          continue;
        }
      } else {
        operand = convert(kind, raw.value);
        if (operand === null) {
          issues.push({ path: raw.keys.value, code: 'other', message: `Expected ${expected[kind]}` });
          continue;
        }
      }
      parsed.push({ field, conditionType, operand });
      echo.push({ field, value: raw.value, condition_type: conditionType });
    }
    parsedGroups.push(parsed);
    echoGroups.push({ filters: echo });
  }

  const sortOrders: SearchCriteria['sortOrders'] = [];
  for (const [position, raw] of [...sorts.entries()].sort(([a], [b]) => a - b)) {
    const field = raw.field as OrderSearchField | undefined;
    if (field === undefined) {
      issues.push({ path: `searchCriteria[sortOrders][${position}][field]`, code: 'required', message: 'Required' });
      continue;
    }
    if (!(orderSearchFields as readonly string[]).includes(field)) {
      issues.push({ path: raw.keys.field, code: 'other', message: `Expected one of ${orderSearchFields.join(', ')}` });
      continue;
    }
    const direction = (raw.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      issues.push({ path: raw.keys.direction, code: 'other', message: 'Expected ASC or DESC' });
      continue;
    }
    sortOrders.push({ field, direction });
  }

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    criteria: {
      groups: parsedGroups,
      sortOrders,
      pageSize,
      currentPage,
      echo: { filter_groups: echoGroups, sort_orders: sortOrders, page_size: pageSize, current_page: currentPage },
    },
  };
}
