"""Buys a document code from a local server in TEST MODE, as a visitor would, and prints it.

    python3 scripts/buy_test_code.py http://127.0.0.1:8080

create-checkout with a complete order, the TEST MODE page's "Pay" button (POST /test-checkout/pay), then the return
page's verify-stripe-session with the checkout's secret, as the browser that started the checkout sends it (without it
the answer has no code). The address that buys a code holds it, so its own calls with the code are served even
after that address is blocked for guessing others. Standard library only.
"""

import json
import sys
import urllib.error
import urllib.parse
import urllib.request

ORDER = {
    "documentType": "Non-Disclosure Agreement",
    "businessName": "Acme Widgets",
    "businessType": "Limited Liability Company (LLC)",
    "stateJurisdiction": "California",
    "industry": "Technology",
    "protectionLevel": "Comprehensive",
    "specialClauses": ["non-compete"],
    "customInstructions": "",
    "pricingTier": "$19",
}


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def post(opener, url, body, content_type):
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as answer:
        return answer.code, answer.read()


def post_json(opener, url, value):
    status, body = post(opener, url, json.dumps(value).encode(), "application/json")
    if status != 200:
        sys.exit(f"POST {url} answered {status}: {body[:300]!r}")
    return json.loads(body)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    base = sys.argv[1].rstrip("/")
    opener = urllib.request.build_opener(NoRedirect)
    checkout = post_json(opener, f"{base}/api/create-checkout", {"pricingTier": "$19", "documentData": ORDER})
    session_id = checkout["sessionId"]
    form = urllib.parse.urlencode({"session_id": session_id, "email": "buyer@example.com"}).encode()
    status, body = post(opener, f"{base}/test-checkout/pay", form, "application/x-www-form-urlencoded")
    if status != 303:
        sys.exit(f"the TEST MODE payment answered {status}: {body[:300]!r}")
    verified = post_json(
        opener,
        f"{base}/api/verify-stripe-session",
        {"session_id": session_id, "checkout_secret": checkout["checkoutSecret"]},
    )
    if not verified.get("is_payment_completed"):
        sys.exit(f"the session is not paid: {verified}")
    print(verified["documentCode"])


if __name__ == "__main__":
    main()
