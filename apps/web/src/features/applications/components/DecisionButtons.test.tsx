import { fireEvent, screen } from '@testing-library/react';
import type { Application } from '@sewamudah/shared';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { renderWithTheme } from '@/test/render';
import { DecisionButtons } from './DecisionButtons';

const application = {
  _id: 'a1',
  id: 'a1',
  status: 'Waiting for Response',
  user: { _id: 'u1', firstname: 'Nurul', lastname: 'Izzah', email: 'nurul.izzah@example.my' },
  property: { _id: 'p1', name: 'Cyberjaya Student Suites' },
  roomName: 'Room A',
} as unknown as Application;

describe('DecisionButtons', () => {
  it('asks before rejecting, naming the applicant and the room', async () => {
    const store = createAppStore();
    renderWithTheme(
      <Provider store={store}>
        <DecisionButtons application={application} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    expect(dialog.textContent).toContain("Reject Nurul Izzah's application for Room A at Cyberjaya Student Suites?");
    // Nothing was sent yet: the decision waits for the confirmation.
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
  });
});
