#!/usr/bin/env python3
"""Offline checks of template.yaml that cfn-lint cannot know about.

Run from the repo root with the venv that holds cfn-lint (PyYAML comes with it):

    .venv/bin/python infra/check_template.py

Checks that the inline CloudFront Function equals infra/cloudfront/spa-rewrite.js and runs on both viewer events
of the SPA behaviour only, that every
Lambda binary has its function, route and build metadata, that the global environment is complete,
and that the security headers are the ones the local server sends (the Content-Security-Policy for each
configuration of infra/content-security-policy.json). Exits 1 on any mismatch.
"""
import json
import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent

HTTP_BINARIES = [
    "create-checkout", "verify-stripe-session", "stripe-webhook", "validate-document-code",
    "get-credit-info", "save-document-data", "clear-document-data", "research-document",
    "generate-document", "format-document", "download-document", "start-generation",
    "generation-status", "suggest-document-types", "generate-document-questions",
    "generate-sample-document", "site-config", "send-contact-email",
    "check-integrations", "admin-lookup-purchase", "admin-guarantee-action", "submit-review",
    "recover-document-codes", "list-documents", "revise-document",
]
# The operator's functions: they alone get the admin token (a NoEcho parameter), never the others.
OPERATOR_BINARIES = ["check-integrations", "admin-lookup-purchase", "admin-guarantee-action"]
# Functions read with GET (cacheable, no body); every other HTTP function is POST.
GET_BINARIES = ["site-config"]
WORKER_BINARY = "generation-worker"
SWEEPER_BINARY = "job-sweeper"
# Functions that take a document code or count a client's attempts (shared::api::access): they need the shared
# CodeAccessPolicy (BatchGetItem of codes and counters, conditional counter updates).
CODE_GATED = [name for name in HTTP_BINARIES
              if name not in ("stripe-webhook", "generate-sample-document", "site-config")]
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

# The policies the Rust code gives for a few configurations (written by a server test from
# SiteConfig::content_security_policy): CloudFront's policy, built from the same template parameters, must match.
CSP_CASES = json.loads((ROOT / "infra/content-security-policy.json").read_text())


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
    expected = set(HTTP_BINARIES) | {WORKER_BINARY, SWEEPER_BINARY}
    if set(functions) != expected:
        errors.append(f"binaries differ: missing {sorted(expected - set(functions))}, "
                      f"extra {sorted(set(functions) - expected)}")
    for name in HTTP_BINARIES:
        events = (functions.get(name) or {}).get("Properties", {}).get("Events", {})
        routes = [(e["Properties"].get("Method"), e["Properties"].get("Path"))
                  for e in events.values() if e.get("Type") == "HttpApi"]
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

    for e in errors:
        print("FAIL:", e)
    print(f"template checks: {len(errors)} failed" if errors else "template checks: all passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
