#!/usr/bin/env python3
"""Offline checks of template.yaml that cfn-lint cannot know about.

Run from the repo root with the venv that holds cfn-lint (PyYAML comes with it):

    .venv/bin/python infra/check_template.py

Checks that the inline CloudFront Function equals infra/cloudfront/spa-rewrite.js and runs on both viewer events
of the SPA behaviour only, that every
Lambda binary has its function, route and build metadata, that the global environment is complete,
and that the security headers are the ones the local server sends (the Content-Security-Policy for each
configuration of infra/content-security-policy.json). For the API on AWS (docs/decisions/0022): the REST API, its
stage behind CloudFront's api origin, its binary media types (the .docx download), its gateway responses in the API's
error shape, its throttling and access log; the AWS WAF web ACL on the distribution, whose rate-based rules are
evaluated here against request paths (per viewer IP, the documented limits, a buyer's traffic under every one,
stripe-webhook in none, 429 with the JSON body); and the us-east-1 rule. Exits 1 on any mismatch.
"""
import json
import pathlib
import posixpath
import re
import sys
import tomllib
import urllib.parse

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The server functions, from the one registry in shared/src/api (written to infra/functions.json by its test).
REGISTRY = json.loads((ROOT / "infra" / "functions.json").read_text())
HTTP_BINARIES = [function["name"] for function in REGISTRY["http"]]
# The operator's functions: they alone get the admin token (a NoEcho parameter), never the others.
OPERATOR_BINARIES = [function["name"] for function in REGISTRY["http"] if function["operator"]]
# Functions read with GET (cacheable, no body); every other HTTP function is POST.
GET_BINARIES = [function["name"] for function in REGISTRY["http"] if function["method"] == "GET"]
BACKGROUND_BINARIES = [function["name"] for function in REGISTRY["background"]]
WORKER_BINARY = "generation-worker"
SWEEPER_BINARY = "job-sweeper"
# Functions that take a document code or count a client's attempts (shared::api::access): they need the shared
# CodeAccessPolicy (BatchGetItem of codes and counters, conditional counter updates). generate-sample-document and
# plan-document take no code but count each client's calls.
CODE_GATED = [name for name in HTTP_BINARIES if name not in ("stripe-webhook", "site-config")]
# What the store code names (shared/src/store/dynamodb.rs): the jobs table's sparse index of unfinished jobs.
OVERDUE_INDEX = {"IndexName": "overdue", "KeySchema": [
    {"AttributeName": "queue", "KeyType": "HASH"}, {"AttributeName": "lease_until", "KeyType": "RANGE"}]}
# The jobs table's index of each code's jobs (JOBS_BY_CODE_INDEX): the buyer's documents and their versions.
JOBS_BY_CODE_INDEX = {"IndexName": "by_code", "KeySchema": [{"AttributeName": "code", "KeyType": "HASH"}]}

GLOBAL_ENV = [
    "LOG_FORMAT", "RUST_LOG", "STORE_BACKEND", "FILES_BACKEND", "EMAIL_BACKEND", "PAYMENTS_BACKEND",
    "JOB_RUNNER", "CODES_TABLE", "CHECKOUTS_TABLE", "RATE_LIMITS_TABLE", "JOBS_TABLE", "AUDIT_TABLE", "REVIEWS_TABLE",
    "DOCUMENTS_BUCKET", "EMAIL_FROM", "PUBLIC_BASE_URL", "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET", "SITE_NAME", "SUPPORT_EMAIL", "URGENT_PHONE", "POSTAL_ADDRESS",
    "ARBITRATION_COUNTY", "TERMS_EFFECTIVE_DATE", "PRIVACY_EFFECTIVE_DATE", "INTRO_VIDEO_URL", "POSTHOG_KEY",
    "POSTHOG_HOST", "GTAG_CONVERSION_ID", "GTAG_CONVERSION_LABEL",
]

# The REST API (template resource RestApi) and the stage CloudFront's api origin reaches.
REST_API = "RestApi"

# API Gateway's own answers, every response type it has: status (None: the refusal's own status is kept) and code.
# The codes are the API's (docs/api.md) where it has one for the same case; 429 and 503 also carry Retry-After.
GATEWAY_RESPONSES = {
    "DEFAULT_4XX": (None, "request_refused"),
    "DEFAULT_5XX": (None, "server_error"),
    "THROTTLED": ("429", "rate_limited"),
    "QUOTA_EXCEEDED": ("429", "rate_limited"),
    "MISSING_AUTHENTICATION_TOKEN": ("404", "unknown_function"),
    "RESOURCE_NOT_FOUND": ("404", "unknown_function"),
    "REQUEST_TOO_LARGE": ("413", "payload_too_large"),
    "UNSUPPORTED_MEDIA_TYPE": ("415", "unsupported_media_type"),
    "BAD_REQUEST_BODY": ("400", "invalid_body"),
    "BAD_REQUEST_PARAMETERS": ("400", "invalid_request"),
    "INTEGRATION_TIMEOUT": ("504", "gateway_timeout"),
    "INTEGRATION_FAILURE": ("503", "service_unavailable"),
    "API_CONFIGURATION_ERROR": ("500", "server_error"),
    "WAF_FILTERED": ("403", "request_blocked"),
    "ACCESS_DENIED": ("403", "access_denied"),
    "UNAUTHORIZED": ("401", "access_denied"),
    "INVALID_API_KEY": ("403", "access_denied"),
    "INVALID_SIGNATURE": ("403", "access_denied"),
    "EXPIRED_TOKEN": ("403", "access_denied"),
    "AUTHORIZER_FAILURE": ("500", "server_error"),
    "AUTHORIZER_CONFIGURATION_ERROR": ("500", "server_error"),
}
# The sentences people read where the API has its own (shared/src/api/mod.rs, shared/src/http.rs).
GATEWAY_SENTENCES = {
    "MISSING_AUTHENTICATION_TOKEN": "There is no such API call.",
    "RESOURCE_NOT_FOUND": "There is no such API call.",
    "REQUEST_TOO_LARGE": "The request is too large.",
    "THROTTLED": "Too many requests. You can try again in 1 second.",
}
# Calls that draft or render on the spot: each has a per-route throttle below the stage's default.
CPU_HEAVY = ["generate-document", "research-document", "format-document", "generate-sample-document", "plan-document"]

# The web ACL's per-viewer limits, per 5 minutes (docs/deploy.md, "Per-client limits"): the calls a stranger can use
# without a code, and every API call together. Changing one is changing it here and in the template.
WAF_WINDOW_SECONDS = 300
WAF_LIMITS = {
    "create-checkout": 20,
    "verify-stripe-session": 20,
    "validate-document-code": 30,
    "recover-document-codes": 10,
    "send-contact-email": 10,
    "generate-sample-document": 60,
    "format-document": 30,
}
WAF_API_LIMIT = 1500
# What one buyer's browser sends in a busy 5 minutes: generation-status polled once a second throughout, the code
# checked on every page, samples opened, a checkout retried, the lost-code and contact forms used twice. Every rule
# must leave room for at least two such buyers behind one address (an office, a mobile network).
BUYER_5_MINUTES = {
    "generation-status": 300, "site-config": 10, "validate-document-code": 8, "get-credit-info": 10,
    "save-document-data": 10, "start-generation": 2, "list-documents": 6, "download-document": 6,
    "revise-document": 2, "create-checkout": 3, "verify-stripe-session": 3, "generate-sample-document": 12,
    "suggest-document-types": 10, "generate-document-questions": 4, "recover-document-codes": 2,
    "send-contact-email": 2, "submit-review": 2, "plan-document": 60,
}
BUYERS_PER_ADDRESS = 2


class CannotEvaluate(Exception):
    """A WAF statement this check does not model: it cannot tell what the rule matches."""


def waf_transform(value, transformations):
    for step in sorted(transformations, key=lambda t: t["Priority"]):
        kind = step["Type"]
        if kind == "NONE":
            continue
        if kind == "URL_DECODE":
            value = urllib.parse.unquote(value)
        elif kind == "LOWERCASE":
            value = value.lower()
        elif kind == "NORMALIZE_PATH":
            trailing = value.endswith("/") and len(value) > 1
            value = posixpath.normpath(re.sub(r"/+", "/", value)) + ("/" if trailing else "")
        else:
            raise CannotEvaluate(f"text transformation {kind}")
    return value


def waf_matches(statement, path):
    """Whether a WAF statement matches a request for `path` (URI path only; anything else cannot be evaluated)."""
    (kind, body), = statement.items()
    if kind == "ByteMatchStatement":
        if body.get("FieldToMatch") != {"UriPath": {}}:
            raise CannotEvaluate(f"byte match on {body.get('FieldToMatch')}")
        value = waf_transform(path, body.get("TextTransformations", []))
        search, position = body["SearchString"], body["PositionalConstraint"]
        return {"EXACTLY": value == search, "STARTS_WITH": value.startswith(search),
                "ENDS_WITH": value.endswith(search), "CONTAINS": search in value}.get(position) or False
    if kind == "RegexMatchStatement":
        if body.get("FieldToMatch") != {"UriPath": {}}:
            raise CannotEvaluate(f"regex match on {body.get('FieldToMatch')}")
        return re.search(body["RegexString"], waf_transform(path, body.get("TextTransformations", []))) is not None
    if kind == "AndStatement":
        return all(waf_matches(s, path) for s in body["Statements"])
    if kind == "OrStatement":
        return any(waf_matches(s, path) for s in body["Statements"])
    if kind == "NotStatement":
        return not waf_matches(body["Statement"], path)
    if kind == "RateBasedStatement":
        return waf_matches(body["ScopeDownStatement"], path) if "ScopeDownStatement" in body else True
    raise CannotEvaluate(kind)


def check_api(template, resources, functions, errors):
    """The REST API behind CloudFront: routes, stage, binary answers, gateway responses, throttling, access log."""
    api = resources.get(REST_API, {})
    if api.get("Type") != "AWS::Serverless::Api":
        errors.append(f"{REST_API} must be an AWS::Serverless::Api (a REST API: only REST APIs have gateway responses)")
        return
    props = api["Properties"]
    if any(res.get("Type") == "AWS::Serverless::HttpApi" for res in resources.values()):
        errors.append("no HTTP API is left: the functions are served by the REST API")
    if props.get("EndpointConfiguration", {}).get("Type") != "REGIONAL":
        errors.append(f"{REST_API} must be REGIONAL (CloudFront is its only edge)")
    stage = props.get("StageName")
    if not isinstance(stage, str) or not re.fullmatch(r"[A-Za-z0-9_-]+", stage):
        errors.append(f"{REST_API} needs a fixed StageName, got {stage!r}")
        stage = None

    # CloudFront's api origin is the stage: /api/{name} on the site is /{stage}/api/{name} at API Gateway.
    dist = resources["Distribution"]["Properties"]["DistributionConfig"]
    origins = {o["Id"]: o for o in dist["Origins"]}
    api_origin = origins.get("api", {})
    if api_origin.get("DomainName") != {"Fn::Sub": f"${{{REST_API}}}.execute-api.${{AWS::Region}}.${{AWS::URLSuffix}}"}:
        errors.append(f"the api origin must be {REST_API}'s execute-api domain, got {api_origin.get('DomainName')}")
    if stage and api_origin.get("OriginPath") != f"/{stage}":
        errors.append(f"the api origin's OriginPath must be /{stage} (the stage), got {api_origin.get('OriginPath')!r}")
    verify = [h for h in api_origin.get("OriginCustomHeaders", []) if h.get("HeaderName") == "x-origin-verify"]
    # The per-mailbox counters' key: a secret Secrets Manager generates, the same for every function (Lambdas on
    # DynamoDB refuse to start without it).
    counter_key = template["Globals"]["Function"]["Environment"]["Variables"].get("COUNTER_HASH_KEY")
    secret = resources.get("CounterHashKey", {})
    generated = secret.get("Properties", {}).get("GenerateSecretString", {})
    if secret.get("Type") != "AWS::SecretsManager::Secret" or generated.get("PasswordLength", 0) < 32:
        errors.append("CounterHashKey must be a Secrets Manager secret generated with at least 32 characters")
    if "{{resolve:secretsmanager:${CounterHashKey}:SecretString}}" not in str(counter_key):
        errors.append("every function needs COUNTER_HASH_KEY resolved from the CounterHashKey secret")
    token = template["Globals"]["Function"]["Environment"]["Variables"].get("ORIGIN_VERIFY_TOKEN")
    if len(verify) != 1 or verify[0].get("HeaderValue") != token:
        errors.append("the api origin must send x-origin-verify with the functions' ORIGIN_VERIFY_TOKEN")
    api_behaviors = [b for b in dist.get("CacheBehaviors", []) if b.get("TargetOriginId") == "api"]
    if "/api/*" not in [b.get("PathPattern") for b in api_behaviors]:
        errors.append("CloudFront must forward /api/* to the api origin")
    for b in api_behaviors:
        # Managed-AllViewerExceptHostHeader: API Gateway refuses a Host that is not its own.
        if b.get("PathPattern") == "/api/*" and b.get("OriginRequestPolicyId") != "b689b0a8-53d0-40ab-baf2-68738e2966ac":
            errors.append("/api/* must forward every viewer header but Host (Managed-AllViewerExceptHostHeader)")

    # Every HTTP function keeps its route on this API.
    for name, res in functions.items():
        for event in res.get("Properties", {}).get("Events", {}).values():
            if event.get("Type") == "Api" and event["Properties"].get("RestApiId") != {"Ref": REST_API}:
                errors.append(f"{name}: its Api event must name RestApiId {REST_API}")

    # Binary answers: the function base64-encodes the .docx (isBase64Encoded); API Gateway decodes it only when the
    # request's first Accept type is a binary media type. The web app's Accept is read from its API client.
    binary = [t.replace("~1", "/") for t in props.get("BinaryMediaTypes", [])]
    client = (ROOT / "frontend/src/lib/api-client.ts").read_text()
    accept = re.search(r"Accept:\s*'([^']+)'", client)
    docx = re.search(r'DOCX_CONTENT_TYPE: &str = "([^"]+)"', (ROOT / "shared/src/generation.rs").read_text())
    if not accept or not docx:
        errors.append("cannot read the web app's Accept header or the .docx content type to check binary media types")
    else:
        def is_binary(media_type):
            kind = media_type.split(";")[0].strip().split(",")[0].strip()
            return any(re.fullmatch(re.escape(t).replace(r"\*", "[^/]+"), kind) for t in binary)
        for wanted in (accept.group(1), docx.group(1)):
            if not is_binary(wanted):
                errors.append(f"binary media types {binary} do not cover {wanted!r}: the .docx download would reach "
                              "the browser as base64 text")

    # Gateway responses: JSON {error, code}, never cached, the stated status, Retry-After on 429 and 503.
    responses = props.get("GatewayResponses", {})
    for kind in sorted(set(GATEWAY_RESPONSES) - set(responses)):
        errors.append(f"gateway response {kind} is not mapped to the API's error shape")
    for kind, response in responses.items():
        if kind not in GATEWAY_RESPONSES:
            errors.append(f"gateway response {kind} is not one of API Gateway's response types")
            continue
        status, code = GATEWAY_RESPONSES[kind]
        if response.get("StatusCode") != status:
            errors.append(f"gateway response {kind}: status {response.get('StatusCode')!r}, expected {status!r}")
        templates = response.get("ResponseTemplates", {})
        try:
            body = json.loads(templates.get("application/json", ""))
        except ValueError:
            errors.append(f"gateway response {kind}: its application/json template is not JSON")
            continue
        if not (isinstance(body, dict) and isinstance(body.get("error"), str) and body["error"].strip()
                and isinstance(body.get("code"), str) and re.fullmatch(r"[a-z][a-z0-9_]*", body["code"])):
            errors.append(f"gateway response {kind}: body {body} lacks an error sentence and a snake_case code")
            continue
        if code and body["code"] != code:
            errors.append(f"gateway response {kind}: code {body['code']!r}, expected {code!r}")
        if kind in GATEWAY_SENTENCES and body["error"] != GATEWAY_SENTENCES[kind]:
            errors.append(f"gateway response {kind}: says {body['error']!r}, the API says {GATEWAY_SENTENCES[kind]!r}")
        headers = response.get("ResponseParameters", {}).get("Headers", {})
        if headers.get("Content-Type") != "'application/json'":
            errors.append(f"gateway response {kind}: Content-Type must be 'application/json'")
        if headers.get("Cache-Control") != "'no-store'":
            errors.append(f"gateway response {kind}: Cache-Control must be 'no-store' like every API answer")
        retry = headers.get("Retry-After")
        if status in ("429", "503"):
            if not (isinstance(retry, str) and re.fullmatch(r"'[1-9][0-9]*'", retry)):
                errors.append(f"gateway response {kind}: a {status} needs Retry-After in whole seconds")
            elif body.get("retryAfterSeconds") != int(retry.strip("'")):
                errors.append(f"gateway response {kind}: retryAfterSeconds must equal Retry-After")
            elif status == "429" and not body["error"].endswith(try_again_in(int(retry.strip("'")))):
                errors.append(f"gateway response {kind}: a limit's refusal ends with when to try again, "
                              f"{try_again_in(int(retry.strip(chr(39))))!r}, as the API's do")
        elif retry is not None:
            errors.append(f"gateway response {kind}: Retry-After only belongs on 429 and 503")

    # Throttling: a default for every route, and a lower backstop on the calls that draft or render on the spot.
    settings = props.get("MethodSettings", [])
    default = [m for m in settings if m.get("ResourcePath") == "/*" and m.get("HttpMethod") == "*"]
    default_rate = default[0].get("ThrottlingRateLimit", 0) if default else 0
    if not default or not 50 < default_rate <= 10000 or not default[0].get("ThrottlingBurstLimit", 0) >= default_rate:
        errors.append("the stage needs default throttling (ResourcePath /*, HttpMethod *) above the old 50/s, "
                      "with a burst at least the rate")
    routes = {(e["Properties"].get("Method"), e["Properties"].get("Path"))
              for res in functions.values() for e in res.get("Properties", {}).get("Events", {}).values()
              if e.get("Type") == "Api"}
    for m in settings:
        if m.get("ResourcePath") == "/*":
            continue
        # "/" then the resource path with each of its slashes written ~1: /~1api~1format-document.
        encoded = m.get("ResourcePath", "")
        path = encoded[1:].replace("~1", "/") if encoded.startswith("/~1") else None
        if (m.get("HttpMethod"), path) not in routes:
            errors.append(f"throttling for {m.get('HttpMethod')} {m.get('ResourcePath')} names no route "
                          "(written / then the path with each / as ~1)")
    for name in CPU_HEAVY:
        own = [m for m in settings if m.get("ResourcePath") == "/~1api~1" + name]
        if not own or not 0 < own[0].get("ThrottlingRateLimit", 0) < default_rate:
            errors.append(f"{name}: needs its own throttling below the stage's default")

    # Access log: to its own group with a retention; a REST API writes it through the account's CloudWatch role.
    log = props.get("AccessLogSetting", {})
    group = (log.get("DestinationArn") or {}).get("Fn::GetAtt", "")
    group = group.split(".")[0] if isinstance(group, str) else group[0]
    if resources.get(group, {}).get("Type") != "AWS::Logs::LogGroup" or "RetentionInDays" not in resources[group].get(
            "Properties", {}) or "$context.requestId" not in log.get("Format", ""):
        errors.append(f"{REST_API} must write an access log (with the request id) to a log group with a retention")
    account = [k for k, r in resources.items() if r.get("Type") == "AWS::ApiGateway::Account"]
    depends = api.get("DependsOn", [])
    depends = [depends] if isinstance(depends, str) else depends
    if len(account) != 1 or account[0] not in depends:
        errors.append(f"{REST_API} must depend on the AWS::ApiGateway::Account that gives API Gateway its CloudWatch "
                      "role (a REST API's access log needs it)")


def check_waf(template, resources, errors):
    """The web ACL on the distribution: per-viewer-IP rate-based rules with the documented limits and scopes."""
    acls = {k: r for k, r in resources.items() if r.get("Type") == "AWS::WAFv2::WebACL"}
    if len(acls) != 1:
        errors.append(f"expected one AWS::WAFv2::WebACL, found {len(acls)}")
        return
    (acl_id, acl), = acls.items()
    props = acl["Properties"]
    if props.get("Scope") != "CLOUDFRONT":
        errors.append(f"{acl_id} must have Scope CLOUDFRONT (it protects the distribution)")
    if props.get("DefaultAction") != {"Allow": {}}:
        errors.append(f"{acl_id}: requests no rule blocks must be allowed")
    dist = resources["Distribution"]["Properties"]["DistributionConfig"]
    if dist.get("WebACLId") != {"Fn::GetAtt": f"{acl_id}.Arn"}:
        errors.append(f"the distribution must be attached to {acl_id} (WebACLId: !GetAtt {acl_id}.Arn)")

    # CLOUDFRONT-scope WAF resources exist only in us-east-1: the template refuses any other region up front.
    asserted = [a.get("Assert") for rule in template.get("Rules", {}).values() for a in rule.get("Assertions", [])]
    if {"Fn::Equals": [{"Ref": "AWS::Region"}, "us-east-1"]} not in asserted:
        errors.append("the template needs a Rules assertion that AWS::Region is us-east-1 (CLOUDFRONT-scope WAF)")
    samconfig = tomllib.loads((ROOT / "samconfig.toml").read_text())
    if samconfig.get("default", {}).get("deploy", {}).get("parameters", {}).get("region") != "us-east-1":
        errors.append("samconfig.toml must deploy to us-east-1")

    bodies = props.get("CustomResponseBodies", {})
    rules = props.get("Rules", [])
    api_paths = {name: f"/api/{name}" for name in HTTP_BINARIES}
    rate_rules = []
    for rule in rules:
        name = rule.get("Name")
        statement = rule.get("Statement", {})
        try:
            if waf_matches(statement, "/api/stripe-webhook"):
                errors.append(f"WAF rule {name} matches /api/stripe-webhook: Stripe's webhook must never be limited")
            matched = {call for call, path in api_paths.items() if waf_matches(statement, path)}
        except CannotEvaluate as err:
            errors.append(f"WAF rule {name}: cannot evaluate {err}, so cannot show it spares stripe-webhook")
            continue
        rate = statement.get("RateBasedStatement")
        if rate is None:
            continue
        rate_rules.append((name, rate, matched))
        if rate.get("AggregateKeyType") != "IP":
            errors.append(f"WAF rule {name} must count per viewer IP (AggregateKeyType IP, not a forwarded header)")
        if rate.get("EvaluationWindowSec") != WAF_WINDOW_SECONDS:
            errors.append(f"WAF rule {name} must count over {WAF_WINDOW_SECONDS} s")
        if rule.get("VisibilityConfig", {}).get("CloudWatchMetricsEnabled") is not True:
            errors.append(f"WAF rule {name} must publish its metrics")
        # Blocked: 429 with Retry-After and the API's JSON error shape.
        response = rule.get("Action", {}).get("Block", {}).get("CustomResponse", {})
        headers = {h.get("Name", "").lower(): h.get("Value") for h in response.get("ResponseHeaders", [])}
        body = bodies.get(response.get("CustomResponseBodyKey"), {})
        try:
            content = json.loads(body.get("Content", ""))
        except ValueError:
            content = None
        if response.get("ResponseCode") != 429:
            errors.append(f"WAF rule {name} must block with 429")
        if not re.fullmatch(r"[1-9][0-9]*", str(headers.get("retry-after", ""))):
            errors.append(f"WAF rule {name}: its 429 needs Retry-After in whole seconds")
        if body.get("ContentType") != "APPLICATION_JSON" or not isinstance(content, dict) \
                or not isinstance(content.get("error"), str) or content.get("code") != "rate_limited":
            errors.append(f"WAF rule {name}: its body must be JSON {{error, code: rate_limited}}, got {body}")
        elif content.get("retryAfterSeconds") != int(headers.get("retry-after") or 0):
            errors.append(f"WAF rule {name}: retryAfterSeconds must equal Retry-After")
        elif not content["error"].endswith(try_again_in(int(headers["retry-after"]))):
            errors.append(f"WAF rule {name}: its sentence must end with when to try again, "
                          f"{try_again_in(int(headers['retry-after']))!r}, as the API's do")

    # The documented scopes and limits: one rule for every API call together, one per call a stranger can abuse.
    everything = set(api_paths) - {"stripe-webhook"}
    general = [(n, r) for n, r, m in rate_rules if m == everything]
    if [r.get("Limit") for _, r in general] != [WAF_API_LIMIT]:
        errors.append(f"one rate-based rule must cover every /api/ call but stripe-webhook with limit {WAF_API_LIMIT}, "
                      f"found {[(n, r.get('Limit')) for n, r in general]}")
    for call, limit in WAF_LIMITS.items():
        own = [(n, r) for n, r, m in rate_rules if m == {call}]
        if [r.get("Limit") for _, r in own] != [limit]:
            errors.append(f"one rate-based rule must cover {call} alone with limit {limit}, "
                          f"found {[(n, r.get('Limit')) for n, r in own]}")
    # A buyer's browser never meets a limit: two buyers' busy 5 minutes stay under every rule.
    for name, rate, matched in rate_rules:
        seen = BUYERS_PER_ADDRESS * sum(count for call, count in BUYER_5_MINUTES.items() if call in matched)
        if seen >= rate.get("Limit", 0):
            errors.append(f"WAF rule {name}: {BUYERS_PER_ADDRESS} buyers on one address send {seen} requests in its "
                          f"scope in 5 minutes, at or over its limit {rate.get('Limit')}")


# The policies the Rust code gives for a few configurations (written by a server test from
# SiteConfig::content_security_policy): CloudFront's policy, built from the same template parameters, must match.
CSP_CASES = json.loads((ROOT / "infra/content-security-policy.json").read_text())
# Intro video links the server reads and refuses (written by server/tests/api/server.rs).
VIDEO_LINKS = json.loads((ROOT / "infra/intro-video-links.json").read_text())


def holds(condition, parameters, definitions):
    """Whether a template condition (Equals, Not, And, Or, Condition) holds for the given parameters."""
    (function, argument), = condition.items()
    if function == "Fn::Equals":
        left, right = (evaluate(side, parameters, {}) for side in argument)
        return left == right
    if function == "Fn::Not":
        return not holds(argument[0], parameters, definitions)
    if function == "Fn::And":
        return all(holds(c, parameters, definitions) for c in argument)
    if function == "Fn::Or":
        return any(holds(c, parameters, definitions) for c in argument)
    if function == "Fn::Condition":
        return holds(definitions[argument], parameters, definitions)
    raise ValueError(f"cannot evaluate the condition {condition!r}")


def wait_words(seconds):
    """A wait as the API says it (shared::error::wait_words): "1 second", "40 seconds", "12 minutes", "1 hour 5 minutes"."""
    unit = lambda n, one, many: f"{n} {one if n == 1 else many}"
    seconds = max(seconds, 1)
    if seconds < 60:
        return unit(seconds, "second", "seconds")
    minutes = -(-seconds // 60)
    if minutes < 60:
        return unit(minutes, "minute", "minutes")
    hours, minutes = divmod(minutes, 60)
    return unit(hours, "hour", "hours") + (f" {unit(minutes, 'minute', 'minutes')}" if minutes else "")


def try_again_in(seconds):
    """The sentence every limit's refusal ends with (shared::error::try_again_in)."""
    return f"You can try again in {wait_words(seconds)}."


def evaluate(value, parameters, conditions):
    """The value of a template expression (Ref, Sub, If, Select, Split) for the given parameters and conditions."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and len(value) == 1:
        (function, argument), = value.items()
        if function == "Ref":
            return parameters[argument]
        if function == "Fn::If":
            name, when_true, when_false = argument
            return evaluate(when_true if conditions[name] else when_false, parameters, conditions)
        if function == "Fn::Sub":
            text, names = (argument, {}) if isinstance(argument, str) else argument
            values = {**parameters, **{k: evaluate(v, parameters, conditions) for k, v in names.items()}}
            return re.sub(r"\$\{([A-Za-z0-9]+)\}", lambda m: values[m.group(1)], text)
        if function == "Fn::Select":
            index, items = argument
            return evaluate(items, parameters, conditions)[int(index)]
        if function == "Fn::Split":
            separator, text = argument
            return evaluate(text, parameters, conditions).split(separator)
    raise ValueError(f"cannot evaluate {value!r}")


class CfnLoader(yaml.SafeLoader):
    """SafeLoader that keeps CloudFormation short-form tags (!Ref, !Sub, ...) as plain values."""


def _any_tag(loader, tag_suffix, node):
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)
    return {"Fn::" + tag_suffix if tag_suffix != "Ref" else "Ref": value}


CfnLoader.add_multi_constructor("!", _any_tag)


def main() -> int:
    template = yaml.load((ROOT / "template.yaml").read_text(), Loader=CfnLoader)
    resources = template["Resources"]
    errors = []

    # CloudFront Function source stays in sync.
    inline = resources["SpaRewriteFunction"]["Properties"]["FunctionCode"]
    source = (ROOT / "infra/cloudfront/spa-rewrite.js").read_text()
    if inline.strip() != source.strip():
        errors.append("SpaRewriteFunction.FunctionCode differs from infra/cloudfront/spa-rewrite.js")

    # One function per binary, built by cargo-lambda; HTTP binaries routed at POST /api/{name}.
    functions = {}
    for logical_id, res in resources.items():
        if res.get("Type") != "AWS::Serverless::Function":
            continue
        meta = res.get("Metadata", {})
        if meta.get("BuildMethod") != "rust-cargolambda":
            errors.append(f"{logical_id}: BuildMethod is not rust-cargolambda")
        binary = meta.get("BuildProperties", {}).get("Binary")
        if binary in functions:
            errors.append(f"binary {binary} is built by two functions")
        functions[binary] = res
    expected = set(HTTP_BINARIES) | set(BACKGROUND_BINARIES)
    if set(functions) != expected:
        errors.append(f"binaries differ: missing {sorted(expected - set(functions))}, "
                      f"extra {sorted(set(functions) - expected)}")
    for name in HTTP_BINARIES:
        events = (functions.get(name) or {}).get("Properties", {}).get("Events", {})
        routes = [(e["Properties"].get("Method"), e["Properties"].get("Path"))
                  for e in events.values() if e.get("Type") == "Api"]
        method = "GET" if name in GET_BINARIES else "POST"
        if routes != [(method, f"/api/{name}")]:
            errors.append(f"{name}: HTTP routes are {routes}, expected {method} /api/{name}")
    worker_events = (functions.get(WORKER_BINARY) or {}).get("Properties", {}).get("Events", {})
    if [e.get("Type") for e in worker_events.values()] != ["DynamoDB"]:
        errors.append("generation-worker must have exactly one DynamoDB stream event")
    for event in worker_events.values():
        props = event.get("Properties", {})
        if "ReportBatchItemFailures" not in props.get("FunctionResponseTypes", []):
            errors.append("generation-worker must report batch item failures (redelivery of failed records)")
        patterns = [f.get("Pattern", "") for f in props.get("FilterCriteria", {}).get("Filters", [])]
        if not any('"MODIFY"' in p and '"queued"' in p for p in patterns):
            errors.append("generation-worker must also run jobs the sweeper requeues (MODIFY to queued)")
        if not any('"REMOVE"' in p for p in patterns):
            errors.append("generation-worker must see jobs the TTL removes, to delete their documents")
    worker_actions = [action for policy in (functions.get(WORKER_BINARY) or {}).get("Properties", {}).get("Policies", [])
                      if isinstance(policy, dict) for statement in policy.get("Statement", [])
                      for action in statement.get("Action", [])]
    if "s3:DeleteObject" not in worker_actions:
        errors.append("generation-worker must be allowed s3:DeleteObject (an expired job's documents)")
    if "StreamViewType" not in resources["JobsTable"]["Properties"].get("StreamSpecification", {}):
        errors.append("JobsTable needs a stream")
    sweeper_events = (functions.get(SWEEPER_BINARY) or {}).get("Properties", {}).get("Events", {})
    if [e.get("Type") for e in sweeper_events.values()] != ["Schedule"]:
        errors.append("job-sweeper must have exactly one Schedule event")

    # Permissions the code relies on.
    for name in CODE_GATED:
        policies = (functions.get(name) or {}).get("Properties", {}).get("Policies", [])
        if {"Ref": "CodeAccessPolicy"} not in policies:
            errors.append(f"{name}: lacks CodeAccessPolicy (it checks codes and counts attempts)")
    for name in ("generation-status", SWEEPER_BINARY):
        policies = (functions.get(name) or {}).get("Properties", {}).get("Policies", [])
        if {"Ref": "JobRecoveryPolicy"} not in policies:
            errors.append(f"{name}: lacks JobRecoveryPolicy (it requeues or closes overdue jobs)")
    indexes = resources["JobsTable"]["Properties"].get("GlobalSecondaryIndexes", [])
    if not any({k: ix.get(k) for k in ("IndexName", "KeySchema")} == OVERDUE_INDEX for ix in indexes):
        errors.append("JobsTable lacks the `overdue` index (queue HASH, lease_until RANGE) the sweeper queries")
    if not any({k: ix.get(k) for k in ("IndexName", "KeySchema")} == JOBS_BY_CODE_INDEX for ix in indexes):
        errors.append("JobsTable lacks the `by_code` index (code HASH) that lists a code's documents")

    for name, res in functions.items():
        local_env = res.get("Properties", {}).get("Environment", {}).get("Variables", {})
        if ("ADMIN_TOKEN" in local_env) != (name in OPERATOR_BINARIES):
            errors.append(f"{name}: ADMIN_TOKEN must be set on exactly the operator functions")
    if template["Parameters"].get("AdminToken", {}).get("NoEcho") is not True:
        errors.append("the AdminToken parameter must be NoEcho")
    codes_indexes = resources["CodesTable"]["Properties"].get("GlobalSecondaryIndexes", [])
    if not any(ix.get("IndexName") == "buyer" and ix.get("KeySchema") == [
            {"AttributeName": "buyer_email", "KeyType": "HASH"}] for ix in codes_indexes):
        errors.append("CodesTable lacks the `buyer` index (buyer_email HASH) the guarantee lookup queries")
    # Reviews: only submit-review touches the reviews table, and it may only write (UpdateItem) there; the
    # integrations check may describe it.
    reviews_table = {"Fn::GetAtt": "ReviewsTable.Arn"}
    for name, res in functions.items():
        for policy in res.get("Properties", {}).get("Policies", []):
            for statement in (policy.get("Statement", []) if isinstance(policy, dict) else []):
                resources_of = statement.get("Resource")
                targets = resources_of if isinstance(resources_of, list) else [resources_of]
                if reviews_table not in targets:
                    continue
                actions = statement.get("Action")
                actions = actions if isinstance(actions, list) else [actions]
                if (name, actions) in (("submit-review", ["dynamodb:UpdateItem"]),
                                       ("check-integrations", ["dynamodb:DescribeTable"])):
                    continue
                errors.append(f"{name}: may {actions} on ReviewsTable; only submit-review may write it (UpdateItem) "
                              "and check-integrations describe it")
    submit_statements = [st for policy in (functions.get("submit-review") or {}).get("Properties", {}).get("Policies", [])
                         if isinstance(policy, dict) for st in policy.get("Statement", [])]
    if not any(reviews_table in (st.get("Resource") if isinstance(st.get("Resource"), list) else [st.get("Resource")])
               for st in submit_statements):
        errors.append("submit-review: lacks UpdateItem on ReviewsTable (it stores reviews)")
    review_key = resources.get("ReviewsTable", {}).get("Properties", {}).get("KeySchema")
    if review_key != [{"AttributeName": "code_id", "KeyType": "HASH"}]:
        errors.append("ReviewsTable must be keyed by code_id (HASH), as shared/src/store/dynamodb.rs reads it")

    # Global environment.
    env = template["Globals"]["Function"]["Environment"]["Variables"]
    if "ADMIN_TOKEN" in env:
        errors.append("ADMIN_TOKEN must not be in the global environment (only the operator functions get it)")
    missing = [k for k in GLOBAL_ENV if k not in env]
    if missing:
        errors.append(f"Globals environment lacks {missing}")

    # The policy's conditions read the parameters the server reads for the same settings.
    conditions = template.get("Conditions", {})
    if conditions.get("HasPosthog") != {"Fn::Not": [{"Fn::Equals": [{"Ref": "PosthogHost"}, ""]}]}:
        errors.append("condition HasPosthog must be PosthogHost != ''")
    if conditions.get("HasAdsConversion") != {"Fn::Not": [{"Fn::Equals": [{"Ref": "GtagConversionId"}, ""]}]}:
        errors.append("condition HasAdsConversion must be GtagConversionId != ''")
    if conditions.get("HasIntroVideo") != {"Fn::Not": [{"Fn::Equals": [{"Ref": "IntroVideoUrl"}, ""]}]}:
        errors.append("condition HasIntroVideo must be IntroVideoUrl != ''")
    if conditions.get("HasFrames") != {"Fn::Or": [{"Fn::Condition": "HasIntroVideo"}, {"Fn::Condition": "HasAdsConversion"}]}:
        errors.append("condition HasFrames must be HasIntroVideo or HasAdsConversion")

    # The intro video: the parameter takes the links the server reads and refuses what it refuses (examples written
    # by a server test), and IntroVideoOnVimeo picks the player the server picks for each of them.
    video = template["Parameters"]["IntroVideoUrl"]
    pattern = video.get("AllowedPattern", "")
    for link in VIDEO_LINKS["accepted"]:
        if not re.fullmatch(pattern, link):
            errors.append(f"IntroVideoUrl's AllowedPattern refuses {link}, which the server reads")
        on_vimeo = holds(conditions["IntroVideoOnVimeo"], {"IntroVideoUrl": link}, conditions)
        if on_vimeo != ("vimeo.com/" in link):
            errors.append(f"condition IntroVideoOnVimeo picks the wrong player for {link}")
    for link in VIDEO_LINKS["refused"]:
        if re.fullmatch(pattern, link):
            errors.append(f"IntroVideoUrl's AllowedPattern takes {link}, which the server refuses to start with")
    if holds(conditions["IntroVideoOnVimeo"], {"IntroVideoUrl": ""}, conditions):
        errors.append("condition IntroVideoOnVimeo must not hold without a video")

    # Security headers (the local server sends the same values).
    shc = resources["SecurityHeadersPolicy"]["Properties"]["ResponseHeadersPolicyConfig"][
        "SecurityHeadersConfig"]
    checks = {
        "Content-Security-Policy": all(
            evaluate(shc["ContentSecurityPolicy"]["ContentSecurityPolicy"], case["parameters"], {
                "HasPosthog": case["parameters"]["PosthogHost"] != "",
                "HasAdsConversion": case["parameters"]["GtagConversionId"] != "",
                "HasIntroVideo": case["parameters"]["IntroVideoUrl"] != "",
                "HasFrames": case["parameters"]["IntroVideoUrl"] != "" or case["parameters"]["GtagConversionId"] != "",
                "IntroVideoOnVimeo": holds(conditions["IntroVideoOnVimeo"], case["parameters"], conditions),
            }) == case["policy"]
            for case in CSP_CASES),
        "Strict-Transport-Security": (
            shc["StrictTransportSecurity"]["AccessControlMaxAgeSec"] == 63072000
            and shc["StrictTransportSecurity"]["IncludeSubdomains"] is True
            and shc["StrictTransportSecurity"]["Preload"] is True),
        "X-Content-Type-Options": "ContentTypeOptions" in shc,
        "X-Frame-Options": shc["FrameOptions"]["FrameOption"] == "DENY",
        "Referrer-Policy": shc["ReferrerPolicy"]["ReferrerPolicy"] == "strict-origin-when-cross-origin",
    }
    errors += [f"security header {h} differs" for h, ok in checks.items() if not ok]

    dist = resources["Distribution"]["Properties"]["DistributionConfig"]
    behaviors = [dist["DefaultCacheBehavior"]] + dist.get("CacheBehaviors", [])
    for b in behaviors:
        if b.get("ResponseHeadersPolicyId") != {"Ref": "SecurityHeadersPolicy"}:
            errors.append(f"behavior {b.get('PathPattern', 'default')} lacks SecurityHeadersPolicy")
    if "CustomErrorResponses" in dist:
        errors.append("CustomErrorResponses would rewrite API errors; use the CloudFront Function")

    # The SPA behaviour runs the function on both events (routes and 404s on request, status and cache headers on
    # response); the API behaviour runs none, so its answers reach the browser as the functions wrote them.
    spa_function = {"Fn::GetAtt": "SpaRewriteFunction.FunctionMetadata.FunctionARN"}
    default_events = sorted(a.get("EventType") for a in dist["DefaultCacheBehavior"].get("FunctionAssociations", [])
                            if a.get("FunctionARN") == spa_function)
    if default_events != ["viewer-request", "viewer-response"]:
        errors.append(f"the SPA behaviour runs SpaRewriteFunction on {default_events}, "
                      "expected viewer-request and viewer-response")
    for b in dist.get("CacheBehaviors", []):
        if b.get("PathPattern") == "/api/*" and b.get("FunctionAssociations"):
            errors.append("the /api/* behaviour must not run the SPA's function")

    check_api(template, resources, functions, errors)
    check_waf(template, resources, errors)

    for e in errors:
        print("FAIL:", e)
    print(f"template checks: {len(errors)} failed" if errors else "template checks: all passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
