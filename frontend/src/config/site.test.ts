import { describe, expect, it } from 'vitest';
import { refundMailto, supportMailto } from './site';

const bodyOf = (href: string) => decodeURIComponent(new URL(href).searchParams.get('body') ?? '');

describe('refund and support mail links', () => {
  it("asks for the order ID, and fills in the document code this browser keeps (the header's link)", () => {
    expect(bodyOf(refundMailto())).toBe('Order ID: \nDocument type:\nReason for the refund:\n');
    localStorage.setItem('documentCode', 'WXYZ6789');
    expect(refundMailto()).toMatch(/\?subject=Refund%20Request&body=/);
    expect(bodyOf(refundMailto())).toContain('Order ID: WXYZ6789\n');
    expect(bodyOf(refundMailto('ABCD2345'))).toContain('Order ID: ABCD2345\n');
  });

  it('gives support the checkout session id', () => {
    expect(bodyOf(supportMailto('cs_test_1'))).toContain('Session ID: cs_test_1');
    expect(supportMailto()).not.toContain('body=');
  });
});
