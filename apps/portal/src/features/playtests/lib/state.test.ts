import { describe, expect, it } from 'vitest';
import { exportFileName, exportFileText } from './export-file';
import {
  canWithdraw,
  formatDay,
  formatMoment,
  formatRange,
  playtestState,
  registrationRefusalOf,
  surveyState,
} from './state';

const playtest = {
  status: 'open' as const,
  registration_ends_at: '2026-12-01T12:00:00.000Z',
  starts_at: '2026-12-08T12:00:00.000Z',
  ends_at: '2026-12-22T12:00:00.000Z',
  places_left: 3,
};
const at = (iso: string) => Date.parse(iso);

describe('a playtest’s state', () => {
  it('follows its dates, and a passed one has ended', () => {
    expect(playtestState(playtest, at('2026-11-30T00:00:00Z'))).toBe('open');
    expect(playtestState({ ...playtest, places_left: 0 }, at('2026-11-30T00:00:00Z'))).toBe('full');
    expect(playtestState(playtest, at('2026-12-01T12:00:00Z'))).toBe('closed');
    expect(playtestState(playtest, at('2026-12-08T12:00:00Z'))).toBe('running');
    expect(playtestState(playtest, at('2026-12-22T12:00:00Z'))).toBe('ended');
    expect(playtestState({ ...playtest, status: 'passed' }, at('2026-11-30T00:00:00Z'))).toBe('ended');
  });

  it('lets a registration be withdrawn until the start only', () => {
    expect(canWithdraw(playtest, at('2026-12-08T11:59:59Z'))).toBe(true);
    expect(canWithdraw(playtest, at('2026-12-08T12:00:00Z'))).toBe(false);
    expect(canWithdraw({ ...playtest, status: 'passed' }, at('2026-11-30T00:00:00Z'))).toBe(false);
  });
});

describe('a registration’s survey', () => {
  const registration = { survey_id: 4, survey_answered_at: null, playtest };
  it('is none, later, due or answered', () => {
    expect(surveyState({ ...registration, survey_id: null }, at('2026-12-10T00:00:00Z'))).toBe('none');
    expect(surveyState(registration, at('2026-12-01T00:00:00Z'))).toBe('later');
    expect(surveyState(registration, at('2026-12-10T00:00:00Z'))).toBe('due');
    expect(surveyState(registration, at('2027-01-10T00:00:00Z'))).toBe('due');
    expect(
      surveyState({ ...registration, survey_answered_at: '2026-12-12T09:00:00Z' }, at('2027-01-10T00:00:00Z')),
    ).toBe('answered');
  });
});

describe('the refusals of a registration', () => {
  it('are told apart by the error’s reason', () => {
    expect(registrationRefusalOf(['playtest_full'])).toBe('full');
    expect(registrationRefusalOf(['already_registered'])).toBe('alreadyRegistered');
    expect(registrationRefusalOf(['registration_closed'])).toBe('closed');
    expect(registrationRefusalOf(['invalid'])).toBeNull();
    expect(registrationRefusalOf([])).toBeNull();
  });
});

// ICU puts narrow and thin spaces in some formats: compared as plain spaces.
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('dates in the player’s language and time zone', () => {
  it('reads a day, a moment and a range', () => {
    expect(plain(formatDay('2026-12-08T23:30:00Z', 'en-GB', 'UTC'))).toBe('8 Dec 2026');
    // Half past midnight in Paris is already the next day.
    expect(plain(formatDay('2026-12-08T23:30:00Z', 'fr-FR', 'Europe/Paris'))).toBe('9 déc. 2026');
    expect(plain(formatMoment('2026-12-01T12:00:00Z', 'en-US', 'America/New_York'))).toBe('Dec 1, 2026, 7:00 AM EST');
    expect(plain(formatRange(playtest.starts_at, playtest.ends_at, 'en-GB', 'UTC'))).toBe('8 – 22 Dec 2026');
    expect(plain(formatRange(playtest.starts_at, '2027-01-05T12:00:00Z', 'de-DE', 'UTC'))).toBe(
      '08.12.2026 – 05.01.2027',
    );
  });
});

describe('the export file', () => {
  it('is named by its day and holds the answer as indented JSON', () => {
    expect(exportFileName('2026-11-26T14:30:00.000Z')).toBe('mynacon-playtest-data-2026-11-26.json');
    const data = { generated_at: '2026-11-26T14:30:00.000Z', registrations: [] };
    expect(JSON.parse(exportFileText(data))).toEqual(data);
    expect(exportFileText(data)).toBe('{\n  "generated_at": "2026-11-26T14:30:00.000Z",\n  "registrations": []\n}\n');
  });
});
