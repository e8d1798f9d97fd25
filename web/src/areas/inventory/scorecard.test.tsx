import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../ui/testUtils';
import { Scored } from './scorecard/Scored';

describe('Scored', () => {
  it("shows a scorecard figure in the server's colour", () => {
    renderUi(
      <>
        <Scored value={76.666} color="ORANGE" />
        <Scored value={0.5} color="GREEN" digits={2} />
        <Scored value={12} color="RED" digits={0} />
      </>,
    );
    expect(screen.getByText('76.7').getAttribute('data-score-color')).toBe('orange');
    expect(screen.getByText('0.50').getAttribute('data-score-color')).toBe('green');
    expect(screen.getByText('12').getAttribute('data-score-color')).toBe('red');
  });
});
