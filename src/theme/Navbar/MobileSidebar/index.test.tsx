import {act, render, screen} from '@testing-library/react';
import MobileSidebar from './index';

const sidebarState = {shown: false, shouldRender: true};
jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => sidebarState}), {virtual: true});
jest.mock('@theme-original/Navbar/MobileSidebar', () => function OriginalMobileSidebar() {
  return <nav aria-label="Phone menu" />;
}, {virtual: true});

let idleCallbacks: Array<() => void>;
beforeEach(() => {
  idleCallbacks = [];
  sidebarState.shown = false;
  sidebarState.shouldRender = true;
  window.requestIdleCallback = ((callback: () => void) => idleCallbacks.push(callback)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
});

describe('the phone menu', () => {
  test('is not rendered with the page, but in the first idle moment after it', () => {
    render(<MobileSidebar />);
    expect(screen.queryByRole('navigation', {name: 'Phone menu'})).toBeNull();
    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();
  });

  test('renders at once when the reader opens it before that idle moment', () => {
    const {rerender} = render(<MobileSidebar />);
    sidebarState.shown = true;
    rerender(<MobileSidebar />);
    expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();
  });

  test('is never scheduled on a wide screen, where the theme does not use it', () => {
    sidebarState.shouldRender = false;
    render(<MobileSidebar />);
    expect(idleCallbacks).toHaveLength(0);
  });
});
