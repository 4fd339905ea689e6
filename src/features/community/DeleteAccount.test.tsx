import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {DeleteAccount} from './DeleteAccount';
import {RecentLoginRequiredError, deleteAccount} from './account';
import {fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./account', () => ({...jest.requireActual('./account'), deleteAccount: jest.fn()}));
const remove = deleteAccount as jest.MockedFunction<typeof deleteAccount>;

const ada = fakeUser('ada@pydocs.dev');

beforeEach(() => remove.mockReset());

describe('DeleteAccount', () => {
  test('deleting asks for confirmation first', async () => {
    remove.mockResolvedValue();
    const onDeleted = jest.fn();
    renderCommunity(<DeleteAccount onDeleted={onDeleted} />, {user: ada});
    await userEvent.click(screen.getByRole('button', {name: 'Delete my account…'}));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', {name: 'Yes, delete my account'}));
    expect(remove).toHaveBeenCalledWith(undefined);
    expect(onDeleted).toHaveBeenCalled();
  });

  test('when Firebase wants a recent login, the password is asked for and the deletion retried', async () => {
    remove.mockRejectedValueOnce(new RecentLoginRequiredError()).mockResolvedValueOnce();
    const onDeleted = jest.fn();
    renderCommunity(<DeleteAccount onDeleted={onDeleted} />, {user: ada});
    await userEvent.click(screen.getByRole('button', {name: 'Delete my account…'}));
    await userEvent.click(screen.getByRole('button', {name: 'Yes, delete my account'}));
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveFocus();
    await userEvent.type(password, 'pydocs-demo');
    await userEvent.click(screen.getByRole('button', {name: 'Confirm and delete my account'}));
    expect(remove).toHaveBeenLastCalledWith('pydocs-demo');
    expect(onDeleted).toHaveBeenCalled();
  });

  test('a wrong password keeps the form open with the reason', async () => {
    remove.mockRejectedValueOnce(new RecentLoginRequiredError()).mockRejectedValueOnce(Object.assign(new Error('x'), {code: 'auth/invalid-credential'}));
    renderCommunity(<DeleteAccount onDeleted={jest.fn()} />, {user: ada});
    await userEvent.click(screen.getByRole('button', {name: 'Delete my account…'}));
    await userEvent.click(screen.getByRole('button', {name: 'Yes, delete my account'}));
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', {name: 'Confirm and delete my account'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
