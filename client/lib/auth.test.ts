import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth';

function Probe() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws the spec’s message outside its provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow('useAuth must be used within an AuthProvider');
  });
});
