import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hiddenEnds, ScrollHint } from './ScrollHint';
import { renderUi } from './testUtils';

describe('ScrollHint (platform issue §6: tab bars are never cut off without a hint)', () => {
  it('knows which ends hide content', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toEqual({ left: false, right: false });
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 700 })).toEqual({ left: false, right: true });
    expect(hiddenEnds({ scrollLeft: 200, clientWidth: 300, scrollWidth: 700 })).toEqual({ left: true, right: true });
    expect(hiddenEnds({ scrollLeft: 400, clientWidth: 300, scrollWidth: 700 })).toEqual({ left: true, right: false });
  });

  it('shows an arrow only at an end that hides tabs', () => {
    renderUi(
      <ScrollHint label="Dashboard menu">
        <nav aria-label="Dashboard menu">
          <a href="/a">Cases</a>
        </nav>
      </ScrollHint>,
    );
    // jsdom lays nothing out: everything fits, so there is no hint.
    expect(screen.getByRole('navigation', { name: 'Dashboard menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scroll Dashboard menu/ })).toBeNull();
  });
});
