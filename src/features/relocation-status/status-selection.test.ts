import { nextStatusSelection } from './status-selection';

describe('nextStatusSelection', () => {
  it('selects a status when none is selected', () => {
    expect(nextStatusSelection(null, 'eu-citizen')).toBe('eu-citizen');
  });

  it('clears the selection when the selected status is pressed again', () => {
    expect(nextStatusSelection('eu-citizen', 'eu-citizen')).toBeNull();
  });

  it('switches to another status', () => {
    expect(nextStatusSelection('eu-citizen', 'israeli-only')).toBe('israeli-only');
  });
});
