import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderUi } from '@/testing/render-ui';
import { ComparisonTable } from './comparison-table';

describe('comparison table', () => {
  it('is a real table with a caption, column headers and one row header per row', () => {
    renderUi(<ComparisonTable />);
    const table = screen.getByRole('table', {
      name: `How ${site.brandName} compares with a traditional lawyer and DIY templates`,
    });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Feature',
      site.brandName,
      'Traditional lawyer',
      'DIY templates',
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Cost',
      'Time',
      'State-specific',
      'Quality',
      'Custom clauses',
      'Immediate access',
      'No monthly fees',
      'Money-back guarantee',
    ]);
  });

  it('states the spec’s prices and times for each option', () => {
    renderUi(<ComparisonTable />);
    const cells = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Cost')).toEqual(['$9-19', '$300-1,500+', 'Free-$50']);
    expect(cells('Time')).toEqual(['Minutes', 'Weeks', 'Hours']);
    expect(cells('Immediate access')).toEqual(['Yes', 'No', 'Yes']);
    expect(cells('Money-back guarantee')).toEqual(['Yes, 30 days', 'Rarely', 'Rarely']);
  });

  it('marks the feature rows with an icon beside the words, and leaves cost and time as plain text', () => {
    renderUi(<ComparisonTable />);
    const icons = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.querySelectorAll('svg').length);
    expect(icons('Cost')).toEqual([0, 0, 0]);
    expect(icons('Time')).toEqual([0, 0, 0]);
    expect(icons('State-specific')).toEqual([1, 1, 1]);
    expect(icons('Money-back guarantee')).toEqual([1, 1, 1]);
  });

  it('says every mark in words, not only by colour or icon', () => {
    renderUi(<ComparisonTable />);
    for (const cell of screen.getAllByRole('cell')) {
      expect(cell.textContent?.trim()).not.toBe('');
    }
  });
});
