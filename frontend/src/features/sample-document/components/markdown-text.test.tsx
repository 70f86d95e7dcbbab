import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { MarkdownText } from './markdown-text';

describe('a long sample', () => {
  it('shows every one of its paragraphs, in order, under its heading', async () => {
    const paragraphs = Array.from({ length: 250 }, (_, index) => `Paragraph number ${index + 1}.`);
    const { container } = renderUi(<MarkdownText markdown={['# Agreement', ...paragraphs].join('\n\n')} />);
    expect(screen.getByRole('heading', { name: 'Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Paragraph number 1.')).toBeInTheDocument();

    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(250));
    const texts = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual(paragraphs);
  });
});
