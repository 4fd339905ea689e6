import React from 'react';

export default function SearchBar(): React.JSX.Element {
  return <input type="search" aria-label="Search" />;
}
