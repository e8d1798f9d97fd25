import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CATCHING_UP_EVENT, CATCHING_UP_TEXT } from './Alerts';
import { CATCHING_UP_EVENT as NETWORK_EVENT } from '../platform/relay/environment';
import { renderUi } from './testUtils';

describe('catching-up notice', () => {
  it('says a save is in while the screens catch up', () => {
    expect(CATCHING_UP_EVENT).toBe(NETWORK_EVENT);
    renderUi(<p>screen</p>);
    act(() => {
      window.dispatchEvent(new Event(CATCHING_UP_EVENT));
    });
    expect(screen.getByRole('status')).toHaveTextContent(CATCHING_UP_TEXT);
  });
});
