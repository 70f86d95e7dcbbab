import { afterEach, describe, expect, it } from 'vitest';
import {
  SHELL_ATTRIBUTE,
  SHELL_STYLES_ID,
  afterNextPaint,
  hasPrerenderedShell,
  removePrerenderedStyles,
} from './prerendered-shell';

describe('the prerendered first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll(`#${SHELL_STYLES_ID}`).forEach((style) => style.remove());
  });

  it('is found by its wrapper, and its styles are dropped once the app has drawn its own', () => {
    expect(hasPrerenderedShell()).toBe(false);
    document.body.innerHTML = `<div id="root"><div ${SHELL_ATTRIBUTE} inert><h1>Drawn</h1></div></div>`;
    const style = document.createElement('style');
    style.id = SHELL_STYLES_ID;
    document.head.append(style);
    expect(hasPrerenderedShell()).toBe(true);
    removePrerenderedStyles();
    expect(document.getElementById(SHELL_STYLES_ID)).toBeNull();
    expect(() => removePrerenderedStyles()).not.toThrow();
  });

  it('lets the app start even where the page never paints (a tab in the background)', async () => {
    const frames = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      await expect(afterNextPaint()).resolves.toBeUndefined();
    } finally {
      window.requestAnimationFrame = frames;
    }
  });
});
