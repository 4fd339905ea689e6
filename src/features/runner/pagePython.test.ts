import {setCurrentDoc} from '../../../tests/doubles/docsClient';
import {renderHook} from '@testing-library/react';
import {CURRENT_PYTHON, usePagePython} from './pagePython';

const docOfVersion = (version: string) => ({metadata: {version, permalink: '/docs/x'}, frontMatter: {}});

describe('which Python a page runs', () => {
  afterEach(() => setCurrentDoc(null));

  test('a /docs/3.13 page runs Python 3.13', () => {
    setCurrentDoc(docOfVersion('3.13'));
    expect(renderHook(() => usePagePython()).result.current).toBe('3.13');
  });

  test('current docs, tutorials and pages outside the docs run the current Python', () => {
    setCurrentDoc(docOfVersion('current'));
    expect(renderHook(() => usePagePython()).result.current).toBe(CURRENT_PYTHON);
    setCurrentDoc(null);
    expect(renderHook(() => usePagePython()).result.current).toBe(CURRENT_PYTHON);
  });
});
