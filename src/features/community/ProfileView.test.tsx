import React, {useLayoutEffect} from 'react';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {DisplayNameForm} from './ProfileView';
import {useCommunity} from './CommunityProvider';
import {renameProfile} from './profiles';
import {fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./profiles', () => ({renameProfile: jest.fn()}));
const rename = renameProfile as jest.MockedFunction<typeof renameProfile>;

const ada = fakeUser('ada@pydocs.dev');

beforeEach(() => {
  rename.mockReset();
  rename.mockResolvedValue({synced: Promise.resolve()});
});

/** The form as the profile page shows it: the current name is whatever the community knows. */
function Form({onProfileShown}: {onProfileShown?: (name: string) => void}): React.JSX.Element {
  const {displayName} = useCommunity();
  // Runs in the same commit that hands the form its new name, before React's passive effects:
  // the moment a keystroke can land between the profile arriving and the form reacting to it.
  useLayoutEffect(() => {
    if (displayName) onProfileShown?.(displayName);
  }, [displayName, onProfileShown]);
  return <DisplayNameForm uid={ada.uid} current={displayName} />;
}

describe('DisplayNameForm', () => {
  test('the field waits for the current name before it takes typing', async () => {
    const {updateCommunity} = renderCommunity(<Form />, {user: ada, community: {displayName: null}});
    const field = screen.getByLabelText('Display name');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your current name…');
    await userEvent.type(field, 'Ada L.');
    await userEvent.click(screen.getByRole('button', {name: 'Save name'}));
    expect(rename).not.toHaveBeenCalled();
    updateCommunity({displayName: 'ada'});
    expect(field).toHaveValue('ada');
    expect(field).not.toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  test('offline with no stored name on the device, the reader is told why the field waits', () => {
    renderCommunity(<Form />, {user: ada, community: {displayName: null, connection: 'offline'}});
    expect(screen.getByRole('status')).toHaveTextContent('Your current name is not on this device yet. It will load when you are back online.');
  });

  test('a name typed just as the profile arrives is kept and is the one saved', async () => {
    // A keystroke as the browser delivers it: the DOM's own value setter, then an input event.
    const typeWhileArriving = () => {
      const field = screen.getByLabelText<HTMLInputElement>('Display name');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'Ada L.');
      field.dispatchEvent(new Event('input', {bubbles: true}));
    };
    const {rerender, updateCommunity} = renderCommunity(<Form />, {user: ada, community: {displayName: null}});
    rerender(<Form onProfileShown={typeWhileArriving} />);
    updateCommunity({displayName: 'ada'});
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada L.');
    await userEvent.click(screen.getByRole('button', {name: 'Save name'}));
    expect(rename).toHaveBeenCalledWith(ada.uid, 'ada', 'Ada L.');
  });

  test('what the reader typed stays when their profile changes elsewhere', async () => {
    const {updateCommunity} = renderCommunity(<Form />, {user: ada, community: {displayName: 'ada'}});
    const field = screen.getByLabelText('Display name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Countess');
    updateCommunity({displayName: 'Ada Lovelace'});
    expect(field).toHaveValue('Countess');
  });

  test('after saving, the field follows the saved name', async () => {
    const {updateCommunity} = renderCommunity(<Form />, {user: ada, community: {displayName: 'ada'}});
    const field = screen.getByLabelText('Display name');
    await userEvent.clear(field);
    await userEvent.type(field, '  Ada L. ');
    await userEvent.click(screen.getByRole('button', {name: 'Save name'}));
    expect(rename).toHaveBeenCalledWith(ada.uid, 'ada', '  Ada L. ');
    expect(await screen.findByText('Saved. Your questions and answers now show this name.')).toBeInTheDocument();
    updateCommunity({displayName: 'Ada L.'});
    expect(field).toHaveValue('Ada L.');
    updateCommunity({displayName: 'Ada Lovelace'});
    expect(field).toHaveValue('Ada Lovelace');
  });

  test('an empty name is refused with a reason and nothing is saved', async () => {
    renderCommunity(<Form />, {user: ada, community: {displayName: 'ada'}});
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.click(screen.getByRole('button', {name: 'Save name'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a display name.');
    expect(rename).not.toHaveBeenCalled();
  });
});
