// Where a reader's solved exercises live: this device (signed out) or their account (signed in).
type Store = typeof import('./store');

function freshStore(): Store {
  let module: Store | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Store>('./store');
  });
  return module as Store;
}

beforeEach(() => window.localStorage.clear());

describe('signed out', () => {
  test('a solve is shown at once and still there after a reload', () => {
    const {progressStore} = freshStore();
    const seen = jest.fn();
    progressStore.subscribe(seen);
    progressStore.markSolved('functions-greet');
    expect(Object.keys(progressStore.solved())).toEqual(['functions-greet']);
    expect(seen).toHaveBeenCalled();
    // A new page load reads the same device list.
    const reloaded = freshStore().progressStore;
    reloaded.subscribe(() => undefined);
    expect(Object.keys(reloaded.solved())).toEqual(['functions-greet']);
  });

  test('solving the same exercise again keeps its first time', () => {
    const {progressStore} = freshStore();
    progressStore.subscribe(() => undefined);
    progressStore.markSolved('functions-greet');
    const first = progressStore.solved()['functions-greet'];
    progressStore.markSolved('functions-greet');
    expect(progressStore.solved()['functions-greet']).toBe(first);
  });

  test('a solve in another tab shows here too', () => {
    const {progressStore, DEVICE_PROGRESS_KEY} = freshStore();
    progressStore.subscribe(() => undefined);
    window.localStorage.setItem(DEVICE_PROGRESS_KEY, JSON.stringify({'generators-chunks': 5}));
    window.dispatchEvent(new StorageEvent('storage', {key: DEVICE_PROGRESS_KEY}));
    expect(progressStore.solved()).toEqual({'generators-chunks': 5});
  });

  test('reset forgets everything on the device', async () => {
    const {progressStore} = freshStore();
    progressStore.subscribe(() => undefined);
    progressStore.markSolved('functions-greet');
    await progressStore.reset();
    expect(progressStore.solved()).toEqual({});
    expect(freshStore().readDeviceProgress()).toEqual({});
  });

  test('a damaged stored list counts as nothing solved instead of breaking the page', () => {
    const {progressStore, DEVICE_PROGRESS_KEY} = freshStore();
    window.localStorage.setItem(DEVICE_PROGRESS_KEY, '{not json');
    progressStore.subscribe(() => undefined);
    expect(progressStore.solved()).toEqual({});
  });
});

describe('signed in', () => {
  test('solves go to the account and the account’s list is what is shown', () => {
    const {progressStore} = freshStore();
    progressStore.subscribe(() => undefined);
    const account = {markSolved: jest.fn(), reset: jest.fn(async () => undefined)};
    progressStore.connectAccount(account);
    progressStore.showAccountProgress({'decorators-count-calls': 7});
    progressStore.markSolved('generators-chunks');
    expect(account.markSolved).toHaveBeenCalledWith('generators-chunks');
    expect(progressStore.solved()).toEqual({'decorators-count-calls': 7});
    expect(freshStore().readDeviceProgress()).toEqual({});
  });

  test('signing out shows this device’s own list again, without the account’s', () => {
    const {progressStore} = freshStore();
    progressStore.subscribe(() => undefined);
    progressStore.markSolved('functions-greet');
    progressStore.connectAccount({markSolved: jest.fn(), reset: jest.fn(async () => undefined)});
    progressStore.showAccountProgress({'decorators-count-calls': 7});
    progressStore.disconnectAccount();
    expect(Object.keys(progressStore.solved())).toEqual(['functions-greet']);
  });

  test('device progress that joined the account is no longer kept on the device', () => {
    const {progressStore, readDeviceProgress} = freshStore();
    progressStore.subscribe(() => undefined);
    progressStore.markSolved('functions-greet');
    progressStore.markSolved('generators-chunks');
    progressStore.forgetOnDevice(['functions-greet']);
    expect(Object.keys(readDeviceProgress())).toEqual(['generators-chunks']);
  });
});
