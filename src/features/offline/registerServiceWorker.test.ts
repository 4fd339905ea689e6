// The page's scripts start after its first paint (plugins/page-scripts), sometimes after `load`.
describe('offline reading is set up whenever the scripts run', () => {
  const register = jest.fn(() => new Promise(() => undefined));
  const originalEnv = process.env.NODE_ENV;

  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {value: {register, ready: new Promise(() => undefined)}, configurable: true});
    (process.env as Record<string, string>).NODE_ENV = 'production';
  });
  afterEach(() => {
    (process.env as Record<string, string>).NODE_ENV = originalEnv ?? 'test';
    Object.defineProperty(document, 'readyState', {value: 'complete', configurable: true});
  });

  function loadModule() {
    jest.isolateModules(() => {
      // Evaluated afresh for each test, as a page load would: import() would share one module.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      require('./registerServiceWorker');
    });
  }

  test('scripts that run after the page has loaded register the worker at once', () => {
    Object.defineProperty(document, 'readyState', {value: 'complete', configurable: true});
    loadModule();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  test('scripts that run while the page is still loading register it when loading ends', () => {
    Object.defineProperty(document, 'readyState', {value: 'interactive', configurable: true});
    loadModule();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
